import type { ImageAnswer, ProductAnswer } from './dto/rest-answers';
import type { Product, ProductImage } from './product.model';

/** Spec §7's shapes: images with image_url, alt_text and color_id. */
const restImage = (image: ProductImage): ImageAnswer => ({
  id: image.id,
  image_url: image.imageUrl,
  alt_text: image.altText,
  color_id: image.colorId,
  width: image.width,
  height: image.height,
});
/** Spec §7's product: `name` and `description` as read (the request's language, else the other), without which language each is; `draft` says whether only admins can see it. */
export const restProduct = ({
  updatedAt: _omit,
  cover: _first,
  nameLang: _name,
  descriptionLang: _description,
  images,
  ...product
}: Product): ProductAnswer => ({
  ...product,
  images: images.map(restImage),
});
