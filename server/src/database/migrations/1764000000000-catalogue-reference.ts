/** The colours and categories the catalogue migration writes (fixed ids; the demo and tests name them). */

export const CATALOGUE_COLORS = [
  { id: 1, nameEn: 'Red', namePl: 'Czerwony', hex: '#b3243a' },
  { id: 2, nameEn: 'Burgundy', namePl: 'Bordowy', hex: '#7a1f35' },
  { id: 3, nameEn: 'Gold', namePl: 'Złoty', hex: '#c9a045' },
  { id: 4, nameEn: 'Silver', namePl: 'Srebrny', hex: '#b8bcc4' },
  { id: 5, nameEn: 'Black', namePl: 'Czarny', hex: '#1d1a1c' },
  { id: 6, nameEn: 'Navy blue', namePl: 'Granatowy', hex: '#1f2f5c' },
  { id: 7, nameEn: 'Turquoise', namePl: 'Turkusowy', hex: '#2aa6a0' },
  { id: 8, nameEn: 'Emerald', namePl: 'Szmaragdowy', hex: '#1f7a4d' },
  { id: 9, nameEn: 'Purple', namePl: 'Fioletowy', hex: '#6b3a8a' },
  { id: 10, nameEn: 'Pink', namePl: 'Różowy', hex: '#d98aa4' },
  { id: 11, nameEn: 'Ivory', namePl: 'Kość słoniowa', hex: '#efe6d2' },
  { id: 12, nameEn: 'Copper', namePl: 'Miedziany', hex: '#b0643a' },
] as const;

/** Fixed ids: 5 is the bridal category the bridal page lists (spec §7, §9). */
export const CATALOGUE_CATEGORIES = [
  { id: 1, nameEn: 'Earrings', namePl: 'Kolczyki' },
  { id: 2, nameEn: 'Necklaces', namePl: 'Naszyjniki' },
  { id: 3, nameEn: 'Bracelets', namePl: 'Bransoletki' },
  { id: 4, nameEn: 'Brooches', namePl: 'Broszki' },
  { id: 5, nameEn: 'Bridal', namePl: 'Ślubne' },
  { id: 6, nameEn: 'Hair accessories', namePl: 'Ozdoby do włosów' },
] as const;
