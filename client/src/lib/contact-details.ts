// The studio's public contact details (the contact page's, and the address a product's question goes to), in one place so they are easy to keep current.
export const contactDetails = {
  email: 'kontakt@soutache-studio.pl',
  phone: '+48 612 345 678',
  instagram: 'https://www.instagram.com/soutache.studio',
  facebook: 'https://www.facebook.com/soutache.studio',
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
