import { Controller, Delete, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Allow } from '../common/auth/allow.decorator';
import { Ctx } from '../common/context/ctx.decorator';
import type { RequestContext } from '../common/context/request-context';
import { AppError, badInput, FieldErrors } from '../common/errors/app-error';
import { type MultipartForm, readMultipart } from '../common/http/multipart';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../common/http/json-depth';
import { ParseIdPipe } from '../common/http/parse-id.pipe';
import { validationPipe } from '../common/http/validation';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { spooledFile, uploadSpool } from '../media/uploads';
import { CatalogueWritesService } from './catalogue-writes.service';
import { CreateProductInput, UpdateProductInput } from './dto/product.input';
import { restProduct } from './rest-shapes';
import { RestAnswer, RestBody, RestSummary, RestTag } from '../openapi/rest-answer.decorator';
import { CreateProductForm, DeletedAnswer, EditProductForm, ProductWriteAnswer } from './dto/rest-answers';

/**
 * A form field's JSON, held to the depth rule of JSON bodies (nothing deeper reaches the validation,
 * which walks it recursively); malformed or too deep JSON names the field.
 */
function parseField(value: string, name: string, problems: FieldErrors): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    problems[name] = ['INVALID_JSON'];
    return undefined;
  }
  if (!nestsDeeperThan(parsed, MAX_JSON_DEPTH)) return parsed;
  problems[name] = ['TOO_DEEP'];
  return undefined;
}

/** A JSON form field (spec §7: colorIds, categoryIds, imageColors, imageAltTexts): its last value. */
function json(form: MultipartForm, name: string, problems: FieldErrors): unknown[] | Record<string, unknown> | undefined {
  const values = form.fields.get(name);
  return values ? (parseField(values[values.length - 1], name, problems) as unknown[] | Record<string, unknown> | undefined) : undefined;
}

const text = (form: MultipartForm, name: string) => form.fields.get(name)?.at(-1);
/** `draft`: "true" or "false"; anything else is passed on as it is, for the input's check to refuse (INVALID_VALUE). */
const flag = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value === 'true' ? true : value === 'false' ? false : value);
const number = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : Number(value));

/** Per-picture extras by index among the files: imageColors `{ "0": 3 }`, imageAltTexts `{ "0": { "en": "…", "pl": "…" } }`. */
function newImages(form: MultipartForm, problems: FieldErrors) {
  const colors = json(form, 'imageColors', problems) as Record<string, unknown> | undefined;
  const altTexts = json(form, 'imageAltTexts', problems) as Record<string, { en?: unknown; pl?: unknown }> | undefined;
  return form.files
    .filter((file) => file.field === 'images')
    .map((file, index) => ({
      file: spooledFile(file.path, file.size),
      colorId: colors?.[index] ?? colors?.[String(index)] ?? undefined,
      altTextEn: altTexts?.[index]?.en,
      altTextPl: altTexts?.[index]?.pl,
    }));
}

/**
 * Which version `description` writes: the request's language, as `name` does; beside `descriptionpl`
 * (spec §7's create sends both) it is the English one.
 */
function descriptionField(ctx: RequestContext, form: MultipartForm): 'descriptionEn' | 'descriptionPl' {
  return form.fields.has('descriptionpl') || ctx.locale === 'en' ? 'descriptionEn' : 'descriptionPl';
}

/** Validation with the same input class (and pipe) as GraphQL's. */
async function validated<T extends object>(metatype: new () => T, plain: Record<string, unknown>, problems: FieldErrors): Promise<T> {
  if (Object.keys(problems).length) throw badInput(`Invalid input (${Object.keys(problems).join(', ')})`, problems);
  const defined = Object.fromEntries(Object.entries(plain).filter(([, value]) => value !== undefined));
  return (await validationPipe.transform(defined, { type: 'body', metatype })) as T;
}

/** REST field names (spec §7) in the refusals, where they differ from the input's. */
function inRestNames(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof AppError) || !error.details.fields) return error;
  const fields = Object.fromEntries(Object.entries(error.details.fields).map(([field, codes]) => [names[field] ?? field, codes]));
  return new AppError(error.code, error.message, { ...error.details, fields });
}

/**
 * Spec §7 for integrators: the catalogue's writes as multipart REST. The access guard admits admins
 * only, before the handler reads a byte of the body.
 */
@Controller('products')
@Allow('admin')
@RestTag("The maker's catalogue administration: products with their pictures, as multipart forms (spec §7). Admins only; a request is refused before a byte of a file is read, and a write keeps nothing when any part of it is refused.")
export class CatalogueWritesController {
  constructor(
    private readonly writes: CatalogueWritesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Multipart: name (in the request's language), price, description, descriptionpl, colorIds, categoryIds, images, imageColors. */
  @Post('create')
  @HttpCode(201)
  @RestSummary('Creates a product with its pictures (admins only); nothing is kept when any part is refused', "A multipart form: `name` (in the request's language, up to 200 characters), `price` (PLN, 0 or more, at most two decimals), `description` (up to 5,000 characters; English when `descriptionpl` is sent too, else the request's language), `descriptionpl`, `colorIds` and `categoryIds` (JSON lists of ids, at most 50), `images` (one or more files: JPEG, PNG, WebP or AVIF, each re-encoded into WebP and AVIF sizes without its metadata), `imageColors` (JSON map of a picture's index to a colour id), optional `availability` and `imageAltTexts`. A name and a description are needed in at least one language. Pictures count against UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES and UPLOAD_MAX_PIXELS; the upload may take up to UPLOAD_TIMEOUT_MS (408 past it). Reason codes in `fields`: `REQUIRED`, `TOO_LONG`, `INVALID_CHARACTERS`, `INVALID_VALUE`, `NOT_ALLOWED`, `INVALID_JSON`, `TOO_DEEP`, `TOO_SMALL`, `TOO_LARGE`, `TOO_MANY_DECIMALS`, `IMAGE_REQUIRED`, `UNKNOWN_COLOR`, `UNKNOWN_CATEGORY`, `FILE_TOO_LARGE`, `FILE_TYPE_NOT_ALLOWED`, `FILE_UNREADABLE`, `IMAGE_TOO_MANY_PIXELS`, `TOO_MANY_FILES` (a refused file is named `images.<index>`); 413 for a body or file past the limits, 415 for a file type the shop does not take.")
  @RestBody('multipart/form-data', CreateProductForm)
  @RestAnswer(201, ProductWriteAnswer, 'The new product')
  async create(@Ctx() ctx: RequestContext, @Req() req: Request) {
    const form = await this.readForm(req);
    const problems: FieldErrors = {};
    const description = descriptionField(ctx, form);
    const names = { nameEn: 'name', namePl: 'name', descriptionEn: 'description', descriptionPl: 'descriptionpl', [description]: 'description' };
    try {
      const input = await validated(
        CreateProductInput,
        {
          name: text(form, 'name'),
          price: number(text(form, 'price')),
          [description]: text(form, 'description'),
          ...(form.fields.has('descriptionpl') ? { descriptionPl: text(form, 'descriptionpl') } : {}),
          availability: text(form, 'availability'),
          draft: flag(text(form, 'draft')),
          publishAt: text(form, 'publishAt'),
          colorIds: json(form, 'colorIds', problems) ?? [],
          categoryIds: json(form, 'categoryIds', problems) ?? [],
          images: newImages(form, problems),
        },
        problems,
      );
      return { product: restProduct(await this.writes.create(ctx, input)) };
    } catch (error) {
      throw inRestNames(error, names);
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
  @RestSummary('Edits a product: its fields, kept pictures (order, colour, alt texts) and new pictures (admins only)', 'A multipart form; every field is optional and a field left out stays as it is. `name` and `description` are written in the request\'s language (`description` beside `descriptionpl` is the English one); an empty text removes that language\'s version while the other stays. `existingImages` (one JSON item per kept picture, in the new order: `{"id": 3, "color_id": 5, "alt_text": "…", "alt_text_pl": "…"}`) and `images` (new files, after the kept ones) together are the whole new list of pictures: the pictures left out are deleted, with their files once the edit commits. Without both the pictures stay. Same limits and reason codes as the create, plus `UNKNOWN_IMAGE` (a kept picture that is not this product\'s); 404 for an unknown product.')
  @RestBody('multipart/form-data', EditProductForm)
  @RestAnswer(200, ProductWriteAnswer, 'The product as it is now')
  async update(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number, @Req() req: Request) {
    const form = await this.readForm(req);
    const problems: FieldErrors = {};
    const description = descriptionField(ctx, form);
    const existing = (form.fields.get('existingImages') ?? []).map((value) => {
      const item = parseField(value, 'existingImages', problems);
      if (item === null || typeof item !== 'object') {
        problems.existingImages ??= ['INVALID_JSON'];
        return {};
      }
      const fields = item as Record<string, unknown>;
      return {
        id: fields.id,
        colorId: 'color_id' in fields ? fields.color_id : fields.colorId,
        altTextEn: fields.alt_text ?? fields.altTextEn,
        altTextPl: fields.alt_text_pl ?? fields.altTextPl,
      };
    });
    const added = newImages(form, problems);
    try {
      const input = await validated(
        UpdateProductInput,
        {
          name: text(form, 'name'),
          price: number(text(form, 'price')),
          [description]: text(form, 'description'),
          ...(form.fields.has('descriptionpl') ? { descriptionPl: text(form, 'descriptionpl') } : {}),
          availability: text(form, 'availability'),
          draft: flag(text(form, 'draft')),
          publishAt: text(form, 'publishAt'),
          colorIds: json(form, 'colorIds', problems),
          categoryIds: json(form, 'categoryIds', problems),
          images: existing.length || added.length ? [...existing, ...added] : undefined,
        },
        problems,
      );
      return { product: restProduct(await this.writes.update(ctx, id, input)) };
    } catch (error) {
      throw inRestNames(error, { nameEn: 'name', namePl: 'name', descriptionPl: 'descriptionpl', [description]: 'description' });
    } finally {
      await form.discard();
    }
  }

  @Delete('images/:imageId')
  @RestSummary('Removes one picture, every size of it (admins only)', 'Deletes the picture and every stored size of it; answers the product without it. The path is told apart from `/api/products/{id}/…` by `images`, which is never an id (ids are digits only). 404 for an unknown picture.')
  @RestAnswer(200, ProductWriteAnswer, 'The product without the picture')
  async deleteImage(@Ctx() ctx: RequestContext, @Param('imageId', ParseIdPipe) imageId: number) {
    return { product: restProduct(await this.writes.removeImage(ctx, imageId)) };
  }

  @Delete(':id')
  @RestSummary('Removes a product with its pictures, ratings, favourites and comments (admins only)', 'Deletes the product with its pictures (every stored size), ratings, favourites and comments with their votes; answers its id. 404 for an unknown product.')
  @RestAnswer(200, DeletedAnswer)
  async delete(@Ctx() ctx: RequestContext, @Param('id', ParseIdPipe) id: number) {
    return { id: await this.writes.remove(ctx, id) };
  }

  /** The multipart body, its files spooled to disk (media/uploads.ts, uploadSpool). */
  private readForm(req: Request): Promise<MultipartForm> {
    return readMultipart(req, this.config.uploads, uploadSpool(this.config.uploadDir));
  }
}
