import { Controller, Delete, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { type MultipartForm, readMultipart } from '../common/http/multipart';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { uploadSpool } from '../media/uploads';
import { CatalogueWritesService } from './catalogue-writes.service';
import { inRestNames, productFromForm } from './dto/product-form';
import { restProduct } from './rest-shapes';
import { RestAnswer, RestBody, RestSummary, RestTag } from '../openapi/rest-answer.decorator';
import { CreateProductForm, DeletedAnswer, EditProductForm, ProductWriteAnswer } from './dto/rest-answers';

/**
 * Spec §7 for integrators: the catalogue's writes as multipart REST. The access guard admits admins
 * only, before the handler reads a byte of the body.
 */
@Controller('products')
@Allow('admin')
@RestTag(
  "The maker's catalogue administration: products with their pictures, as multipart forms (spec §7). Admins only; a request is refused before a byte of a file is read, and a write keeps nothing when any part of it is refused.",
)
export class CatalogueWritesController {
  constructor(
    private readonly writes: CatalogueWritesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Multipart: name (in the request's language), price, description, descriptionpl, colorIds, categoryIds, images, imageColors. */
  @Post('create')
  @HttpCode(201)
  @RestSummary(
    'Creates a product with its pictures (admins only); nothing is kept when any part is refused',
    "A multipart form: `name` (in the request's language, up to 200 characters), `price` (PLN, 0 or more, at most two decimals), `description` (up to 5,000 characters; English when `descriptionpl` is sent too, else the request's language), `descriptionpl`, `colorIds` and `categoryIds` (JSON lists of ids, at most 50), `images` (one or more files: JPEG, PNG, WebP or AVIF, each re-encoded into WebP and AVIF sizes without its metadata), `imageColors` (JSON map of a picture's index to a colour id), optional `availability` and `imageAltTexts`. A name and a description are needed in at least one language. Pictures count against UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES and UPLOAD_MAX_PIXELS; the upload may take up to UPLOAD_TIMEOUT_MS (408 past it). Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `INVALID_VALUE`, `NOT_ALLOWED`, `INVALID_JSON`, `TOO_DEEP`, `TOO_SMALL`, `TOO_LARGE`, `TOO_MANY_DECIMALS`, `IMAGE_REQUIRED`, `UNKNOWN_COLOR`, `UNKNOWN_CATEGORY`, `FILE_TOO_LARGE`, `FILE_TYPE_NOT_ALLOWED`, `FILE_UNREADABLE`, `IMAGE_TOO_MANY_PIXELS`, `TOO_MANY_FILES` (a refused file is named `images.<index>`); 413 for a body or file past the limits, 415 for a file type the shop does not take.",
  )
  @RestBody('multipart/form-data', CreateProductForm)
  @RestAnswer(201, ProductWriteAnswer, 'The new product')
  async create(@Ctx() ctx: RequestContext, @Req() req: Request) {
    const form = await this.readForm(req);
    try {
      return {
        product: restProduct(await this.writes.create(ctx, await productFromForm(ctx, form, 'create'))),
      };
    } catch (error) {
      throw inRestNames(ctx, form, error);
    } finally {
      await form.discard();
    }
  }

  /**
   * Multipart: name and description (in the request's language), price, colorIds, categoryIds,
   * existingImages (one JSON item per kept picture, in order: `{"id": 3, "color_id": 5}`), images and
   * imageColors (new pictures, after the kept ones). Without existingImages and images the pictures stay.
   */
  @Put(':id/edit')
  @RestSummary(
    'Edits a product: its fields, kept pictures (order, colour, alt texts) and new pictures (admins only)',
    'A multipart form; every field is optional and a field left out stays as it is. `name` and `description` are written in the request\'s language (`description` beside `descriptionpl` is the English one); an empty text removes that language\'s version while the other stays. `existingImages` (one JSON item per kept picture, in the new order: `{"id": 3, "color_id": 5, "alt_text": "…", "alt_text_pl": "…"}`) and `images` (new files, after the kept ones) together are the whole new list of pictures: the pictures left out are deleted, with their files once the edit commits. Without both the pictures stay. Same limits and reason codes as the create, plus `UNKNOWN_IMAGE` (a kept picture that is not this product\'s); 404 for an unknown product.',
  )
  @RestBody('multipart/form-data', EditProductForm)
  @RestAnswer(200, ProductWriteAnswer, 'The product as it is now')
  async update(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Req() req: Request) {
    const form = await this.readForm(req);
    try {
      return {
        product: restProduct(await this.writes.update(ctx, id, await productFromForm(ctx, form, 'update'))),
      };
    } catch (error) {
      throw inRestNames(ctx, form, error);
    } finally {
      await form.discard();
    }
  }

  @Delete('images/:imageId')
  @RestSummary(
    'Removes one picture, every size of it (admins only)',
    'Deletes the picture and every stored size of it; answers the product without it. The path is told apart from `/api/products/{id}/…` by `images`, which is never an id (ids are digits only). 404 for an unknown picture.',
  )
  @RestAnswer(200, ProductWriteAnswer, 'The product without the picture')
  async deleteImage(@Ctx() ctx: RequestContext, @Param('imageId', ParseIdPipe) imageId: number) {
    return { product: restProduct(await this.writes.removeImage(ctx, imageId)) };
  }

  @Delete(':id')
  @RestSummary(
    'Removes a product with its pictures, ratings, favourites and comments (admins only)',
    'Deletes the product with its pictures (every stored size), ratings, favourites and comments with their votes; answers its id. 404 for an unknown product.',
  )
  @RestAnswer(200, DeletedAnswer)
  async delete(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return { id: await this.writes.remove(ctx, id) };
  }

  /** The multipart body, its files spooled to disk (media/uploads.ts, uploadSpool). */
  private readForm(req: Request): Promise<MultipartForm> {
    return readMultipart(req, this.config.uploads, uploadSpool(this.config.uploadDir));
  }
}
