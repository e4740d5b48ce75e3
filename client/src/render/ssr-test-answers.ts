/** A product page's answers as the server's GraphQL gives them, for the server render's tests. */
const image = {
  __typename: 'ProductImage',
  id: 7,
  imageUrl: '/u/a-1000.webp',
  altText: 'Kolczyki',
  altTextLang: null,
  colorId: 3,
  width: 1000,
  height: 1250,
  placeholder: '#e8e8e8',
  avifSrcset: '/u/a-320.avif 320w',
  webpSrcset: '/u/a-320.webp 320w',
};
export const product = {
  __typename: 'Product',
  id: 1,
  name: 'Kolczyki Aurora',
  nameLang: 'pl',
  price: 180,
  availability: 'AVAILABLE',
  reservedUntil: null,
  averageUserRate: 4.5,
  colors: [{ __typename: 'Color', id: 3, name: 'Złoty' }],
  categories: [{ __typename: 'Category', id: 1, name: 'Kolczyki' }],
  cover: image,
  description: 'Ręcznie szyte.',
  descriptionLang: 'pl',
  ratingCount: 2,
  draft: false,
  publishAt: null,
  images: [image],
};
export const comments = {
  __typename: 'CommentPage',
  total: 1,
  comments: [
    {
      __typename: 'Comment',
      id: 5,
      content: 'Piękne!',
      authorName: 'Ala',
      byMaker: false,
      createdAt: '2026-11-01T10:00:00.000Z',
      likes: 1,
      dislikes: 0,
    },
  ],
};
