import type { RequestContext } from '../../common/context/request-context';
import { AppError, badInput, type FieldErrors } from '../../common/errors/app-error';
import type { MultipartForm } from '../../common/http/multipart';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../common/http/json-depth';
import { validationPipe } from '../../common/http/validation';
import { spooledFile } from '../../media/uploads';
import { CreateProductInput, UpdateProductInput } from './product.input';

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
function json(
  form: MultipartForm,
  name: string,
  problems: FieldErrors,
): unknown[] | Record<string, unknown> | undefined {
  const values = form.fields.get(name);
  return values
    ? (parseField(values[values.length - 1], name, problems) as
        unknown[] | Record<string, unknown> | undefined)
    : undefined;
}

const text = (form: MultipartForm, name: string) => form.fields.get(name)?.at(-1);
/** `draft`: "true" or "false"; anything else is passed on as it is, for the input's check to refuse (INVALID_VALUE). */
const flag = (value: string | undefined) =>
  value === undefined || value.trim() === ''
    ? undefined
    : value === 'true'
      ? true
      : value === 'false'
        ? false
        : value;
const number = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Number(value);

/** Per-picture extras by index among the files: imageColors `{ "0": 3 }`, imageAltTexts `{ "0": { "en": "…", "pl": "…" } }`. */
function newImages(form: MultipartForm, problems: FieldErrors) {
  const colors = json(form, 'imageColors', problems) as Record<string, unknown> | undefined;
  const altTexts = json(form, 'imageAltTexts', problems) as
    Record<string, { en?: unknown; pl?: unknown }> | undefined;
  return form.files
    .filter((file) => file.field === 'images')
    .map((file, index) => ({
      file: spooledFile(file.path, file.size),
      colorId: colors?.[index] ?? colors?.[String(index)] ?? undefined,
      altTextEn: altTexts?.[index]?.en,
      altTextPl: altTexts?.[index]?.pl,
    }));
}

/** The kept pictures of an edit, in order: one JSON item each, `{"id": 3, "color_id": 5, "alt_text": "…", "alt_text_pl": "…"}`. */
function keptImages(form: MultipartForm, problems: FieldErrors) {
  return (form.fields.get('existingImages') ?? []).map((value) => {
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
}

/** Which version `description` writes: the request's language, as `name` does; beside `descriptionpl` (spec §7's create sends both) it is the English one. */
const descriptionField = (ctx: RequestContext, form: MultipartForm) =>
  form.fields.has('descriptionpl') || ctx.locale === 'en' ? 'descriptionEn' : 'descriptionPl';

/**
 * Spec §7's multipart product form as the input of `create` or `update`, validated with the same
 * input class (and pipe) as GraphQL's. On an edit a field left out stays as it is: no colours,
 * categories or pictures unless sent (the kept ones and the new files together are the new list).
 */
export async function productFromForm(
  ctx: RequestContext,
  form: MultipartForm,
  kind: 'create',
): Promise<CreateProductInput>;
export async function productFromForm(
  ctx: RequestContext,
  form: MultipartForm,
  kind: 'update',
): Promise<UpdateProductInput>;
export async function productFromForm(
  ctx: RequestContext,
  form: MultipartForm,
  kind: 'create' | 'update',
): Promise<CreateProductInput | UpdateProductInput> {
  const problems: FieldErrors = {};
  const kept = kind === 'update' ? keptImages(form, problems) : [];
  const added = newImages(form, problems);
  const plain: Record<string, unknown> = {
    name: text(form, 'name'),
    price: number(text(form, 'price')),
    [descriptionField(ctx, form)]: text(form, 'description'),
    ...(form.fields.has('descriptionpl') ? { descriptionPl: text(form, 'descriptionpl') } : {}),
    availability: text(form, 'availability'),
    draft: flag(text(form, 'draft')),
    publishAt: text(form, 'publishAt'),
    colorIds: json(form, 'colorIds', problems) ?? (kind === 'create' ? [] : undefined),
    categoryIds: json(form, 'categoryIds', problems) ?? (kind === 'create' ? [] : undefined),
    images: kind === 'create' ? added : kept.length || added.length ? [...kept, ...added] : undefined,
  };
  if (Object.keys(problems).length)
    throw badInput(`Invalid input (${Object.keys(problems).join(', ')})`, problems);
  const defined = Object.fromEntries(Object.entries(plain).filter(([, value]) => value !== undefined));
  const metatype = kind === 'create' ? CreateProductInput : UpdateProductInput;
  return (await validationPipe.transform(defined, { type: 'body', metatype })) as
    CreateProductInput | UpdateProductInput;
}

/** A refusal of the form's input or of the write, named in REST's fields (spec §7) where they differ from the input's. */
export function inRestNames(ctx: RequestContext, form: MultipartForm, error: unknown): unknown {
  if (!(error instanceof AppError) || !error.details.fields) return error;
  const description = descriptionField(ctx, form);
  const names: Record<string, string> = {
    nameEn: 'name',
    namePl: 'name',
    descriptionEn: 'description',
    descriptionPl: description === 'descriptionPl' ? 'description' : 'descriptionpl',
  };
  const fields = Object.fromEntries(
    Object.entries(error.details.fields).map(([field, codes]) => [names[field] ?? field, codes]),
  );
  return new AppError(error.code, error.message, { ...error.details, fields });
}
