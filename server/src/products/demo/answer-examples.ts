import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_COLORS,
} from '../../database/migrations/1764000000000-catalogue-reference';
import { DEMO_NAMES_EN, DEMO_PRODUCTS, demoDescription } from './catalogue';

/*
 * Examples of the REST answers for the OpenAPI document (server/src/openapi), taken from the demo
 * catalogue a first start seeds, as answered in English: what an integrator sees before calling.
 */

const color = (id: number) => {
  const { nameEn, hex } = CATALOGUE_COLORS.find((entry) => entry.id === id)!;
  return { id, name: nameEn, hex };
};
const category = (id: number) => ({
  id,
  name: CATALOGUE_CATEGORIES.find((entry) => entry.id === id)!.nameEn,
});

/** The newest demo piece (a first start's ids; its pictures' names are random on each start). */
const id = DEMO_PRODUCTS.length;
const piece = DEMO_PRODUCTS[id - 1];
const name = DEMO_NAMES_EN[piece.name] ?? piece.name;

export const EXAMPLE_IMAGES = Array.from({ length: piece.images }, (_, view) => ({
  id: 3 * id + view,
  image_url: `/uploads/products/0b9e4c1e-7d3a-4f7e-9a51-${String(id * 10 + view).padStart(12, '0')}-1000.webp`,
  alt_text: name,
  color_id: piece.colors[view % piece.colors.length],
  width: 1000,
  height: 1250,
}));

export const EXAMPLE_COLORS = piece.colors.map(color);
export const EXAMPLE_CATEGORIES = piece.categories.map(category);

export const EXAMPLE_PRODUCT = {
  id,
  name,
  description: demoDescription(piece).en,
  price: piece.price,
  availability: piece.availability,
  averageUserRate: 4.5,
  ratingCount: 2,
  colors: EXAMPLE_COLORS,
  categories: EXAMPLE_CATEGORIES,
  images: EXAMPLE_IMAGES,
  draft: false,
  publishAt: null,
};

export const EXAMPLE_PRODUCT_LIST = { products: [EXAMPLE_PRODUCT], total: DEMO_PRODUCTS.length };

/** The multipart forms of POST /api/products/create and PUT /api/products/{id}/edit, their JSON fields as sent. */
export const EXAMPLE_CREATE_FORM = {
  name: 'Golden Thread Bridal Earrings',
  price: '290',
  description: 'Soutache earrings with a golden thread and a glass pearl, for a wedding day.',
  descriptionpl: 'Kolczyki sutaszowe ze złotą nicią i szklaną perłą, na dzień ślubu.',
  colorIds: '[1, 3]',
  categoryIds: '[5]',
  images: ['(the first picture file)', '(the second picture file)'],
  imageColors: '{"0": 3}',
};

export const EXAMPLE_EDIT_FORM = {
  price: '310',
  existingImages: ['{"id": 12, "color_id": 3}', '{"id": 11}'],
  images: ['(a new picture file)'],
  imageColors: '{"0": 1}',
};
