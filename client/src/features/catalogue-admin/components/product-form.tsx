import { useApolloClient, useQuery } from '@apollo/client/react';
import { cloneElement, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { BilingualField } from '../../../components/ui/bilingual-field';
import { MultiSelect } from '../../../components/ui/multi-select';
import { StatusNotice } from '../../../components/ui/status-notice';
import {
  ProductFormOptionsDocument,
  WrittenProduct_ProductFragmentDoc,
  type Availability,
  type WrittenProduct_ProductFragment,
} from '../../../gql/catalogue-admin/graphql';
import { fieldReasonText } from '../../../lib/refusal-text';
import type { ServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { move, progressByPhoto, localRefusal, ACCEPTED_TYPES, type Photo } from '../photos';
import { limitParams } from '../../../lib/upload-limits';
import { contentRefusal } from '../../../lib/picture-file';
import { UploadRefused } from '../../../lib/send-with-files';
import { BackToTranslations } from '../../../lib/back-to';
import { fromWarsawInput, stillToCome } from '../../../lib/dates';
import { parsePrice } from '../price';
import '../../../components/ui/text-field.css';
import './product-form.css';

export interface ProductFormValues {
  nameEn: string;
  namePl: string;
  price: string;
  availability: Availability;
  descriptionEn: string;
  descriptionPl: string;
  colorIds: number[];
  categoryIds: number[];
  photos: Photo[];
  /** The stored state on an edit (a draft is seen by admins only); a new piece has none yet. */
  draft?: boolean;
  /** When it goes public by itself, as the field shows it in the shop's time ("2026-12-01T09:00"); '' for none. */
  publishAt: string;
}

export const emptyProduct: ProductFormValues = {
  nameEn: '',
  namePl: '',
  price: '',
  availability: 'AVAILABLE',
  descriptionEn: '',
  descriptionPl: '',
  colorIds: [],
  categoryIds: [],
  photos: [],
  publishAt: '',
};

/**
 * The create and update mutations' input from the form: kept photos by id, new ones with a file that
 * travels as a multipart part at its place in the input (`input.images.<n>.file`).
 */
export function productInput(values: ProductFormValues, price: number, draft?: boolean) {
  const images = values.photos.map(({ id, colorId, altTextEn, altTextPl }) =>
    id !== undefined ? { id, colorId, altTextEn, altTextPl } : { file: null, colorId, altTextEn, altTextPl },
  );
  const files = values.photos.flatMap((photo, index) => (photo.file ? [{ path: `input.images.${index}.file`, file: photo.file }] : []));
  const { nameEn, namePl, availability, descriptionEn, descriptionPl, colorIds, categoryIds } = values;
  // Always sent: an emptied field clears the publish time.
  const publishAt = fromWarsawInput(values.publishAt);
  return { input: { nameEn, namePl, price, availability, descriptionEn, descriptionPl, colorIds, categoryIds, images, publishAt, ...(draft === undefined ? {} : { draft }) }, files };
}

/** `draft`: true keeps (or takes back) the piece as a draft, false publishes it, undefined leaves the state as it is. */
export type SendProduct = (values: ProductFormValues, price: number, onProgress: (sent: number, total: number) => void, draft?: boolean) => Promise<WrittenProduct_ProductFragment>;

interface ProductFormProps {
  mode: 'create' | 'edit';
  initial: ProductFormValues;
  send: SendProduct;
  /** After the server took it (create: go to the product; edit: stay, with the saved values). */
  /** `said`: the key of what the form says of the save (e.g. published), for a form started again to keep saying it. */
  onSaved: (product: WrittenProduct_ProductFragment, said: string) => void;
  /** A message to start with (edit: 'Product updated successfully!' after the form took the saved values). */
  initialMessage?: Message;
  /** Edit: the product, for a plain link back to its page beside Cancel (which goes to the list, spec §2). */
  productId?: number;
}

export type Message = { tone: 'success' | 'alert'; text: string; details?: string[]; /** Said only while one of these fields is still refused. */ fields?: string[] };

const AVAILABILITIES: Availability[] = ['AVAILABLE', 'SOLD', 'MADE_TO_ORDER'];
const OTHER_VERSION: Partial<Record<keyof ProductFormValues, string>> = { nameEn: 'namePl', namePl: 'nameEn', descriptionEn: 'descriptionPl', descriptionPl: 'descriptionEn' };
let photoKeys = 0;
export const photoKey = () => `photo-${(photoKeys += 1)}`;

/** Spec §2 "Create product" and "Edit product": one form, on a phone as on a desktop. */
export function ProductForm({ mode, initial, send, onSaved, initialMessage, productId }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { token } = useSession();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [message, setMessage] = useState<Message | undefined>(initialMessage);
  const [fieldRefusals, setFieldRefusals] = useState<Record<string, string[]>>({});
  const [progress, setProgress] = useState<{ sent: number; total: number }>();
  const [picked, setPicked] = useState<string[]>([]);
  // Photos the draft removes: Save applies it (the update's photo list leaves them out), Cancel or "Keep" undoes it.
  const [removed, setRemoved] = useState<{ photo: Photo; index: number }[]>([]);
  const deletesStored = removed.some((entry) => entry.photo.id !== undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const options = useQuery(ProductFormOptionsDocument);
  // The server's limits on a photo: checked here before sending, and named in the texts.
  const limits = options.data?.uploadLimits;
  const uploadParams = limitParams(limits);
  const sending = progress !== undefined;
  // Against the values the form started with (the page makes `initial` anew on each render).
  const [start] = useState(initial);
  const dirty = JSON.stringify(values) !== JSON.stringify(start);
  const leave = useLeaveGuard(dirty, t('forms.leaveConfirm'));
  // Each attempt replaces what the last one said; the first refused field is
  // focused and scrolled into view (on a phone the bar at the bottom cannot list them all).
  const form = useRef<HTMLFormElement>(null);
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (!refusedAt) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-refusal]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [refusedAt]);
  const refuse = (text: string, fields: Record<string, string[]> = {}, details?: string[]) => {
    setFieldRefusals(fields);
    // A refusal about fields alone goes (or names what is left) as she fills them.
    setMessage({ tone: 'alert', text, details, fields: details?.length ? undefined : Object.keys(fields) });
    setRefusedAt((count) => count + 1);
  };

  // A link to a photo's alt text (the translation view's) focuses it once the form is there.
  useEffect(() => {
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (!target.startsWith('photo-')) return;
    const element = document.getElementById(target);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'center' });
  }, []);

  // The new photos' previews are object URLs: freed when the form goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Either language answers "required": typing one clears both versions' refusal.
    const other = OTHER_VERSION[field];
    setFieldRefusals((current) => {
      const rest: Record<string, string[]> = { ...current };
      delete rest[field];
      if (other && rest[other]?.includes('REQUIRED')) delete rest[other];
      return rest;
    });
  };
  const setPhoto = (key: string, change: Partial<Photo>) =>
    setValues((current) => ({ ...current, photos: current.photos.map((photo) => (photo.key === key ? { ...photo, ...change, refused: undefined } : photo)) }));

  // Each chosen file is checked by its content before anything is sent: refused at
  // once, named with its reason; the others join the photos.
  const [checking, setChecking] = useState(false);
  const addFiles = async (list: FileList | null) => {
    if (!list) return;
    const files = Array.from(list);
    if (fileInput.current) fileInput.current.value = '';
    setChecking(true);
    const refusals: string[] = [];
    const added: Photo[] = [];
    for (const file of files) {
      const reason = localRefusal(file, limits) ?? (await contentRefusal(file));
      if (reason) {
        refusals.push(t('productForm.fileRefused', { file: file.name, reason: fieldReasonText(t, 'product.images', reason, uploadParams) }));
        continue;
      }
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      added.push({ key: photoKey(), file, preview, colorId: null, altTextEn: '', altTextPl: '' });
    }
    const maxFiles = limits?.maxFiles ?? Infinity;
    const room = maxFiles - values.photos.filter((photo) => photo.file).length;
    if (added.length > room) refusals.push(t('productForm.tooManyPhotos', { count: maxFiles }));
    setPicked(refusals);
    setChecking(false);
    setValues((current) => ({ ...current, photos: [...current.photos, ...added.slice(0, Math.max(0, room))] }));
    if (added.length && room > 0) {
      setFieldRefusals((current) => {
        const { images: _answered, ...rest } = current;
        return rest;
      });
    }
  };

  // A photo is dragged by its handle (mouse, touch or pen) over the others, or moved with the
  // arrow keys on the handle; the order buttons and "Set as cover" stay for everyone.
  const [dragging, setDragging] = useState<string>();
  const movePhoto = (key: string, to: (from: number, count: number) => number) =>
    setValues((current) => {
      const from = current.photos.findIndex((photo) => photo.key === key);
      return { ...current, photos: move(current.photos, from, to(from, current.photos.length)) };
    });
  const dragStart = (event: PointerEvent<HTMLButtonElement>, key: string) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(key);
  };
  const dragMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!dragging) return;
    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-photo]')?.dataset.photo;
    if (over && over !== dragging) movePhoto(dragging, () => values.photos.findIndex((photo) => photo.key === over));
  };
  const dragKey = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    movePhoto(key, (from) => from + step);
  };

  const removePhoto = (photo: Photo, index: number) => {
    setValues((current) => ({ ...current, photos: current.photos.filter((p) => p.key !== photo.key) }));
    // Stored and new photos alike wait with "Keep" until Save (a new one is then simply not sent).
    setRemoved((current) => [...current, { photo, index }]);
  };
  const restorePhoto = (entry: { photo: Photo; index: number }) => {
    setRemoved((current) => current.filter((other) => other.photo.key !== entry.photo.key));
    setValues((current) => {
      const photos = [...current.photos];
      photos.splice(Math.min(entry.index, photos.length), 0, entry.photo);
      return { ...current, photos };
    });
  };

  // Which button sent the form: create "Publish" (false) or "Save as draft" (true); edit "Save Changes"
  // (the state stays), "Publish" (false) or "Back to draft" (true).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('data-draft');
    const draft = button === 'true' ? true : button === 'false' ? false : mode === 'create' ? false : undefined;
    if (sending) return;
    setMessage(undefined);
    setFieldRefusals({});
    setPicked([]);
    setValues((current) => (current.photos.some((photo) => photo.refused) ? { ...current, photos: current.photos.map(({ refused: _old, ...photo }) => photo) } : current));
    if (!token) {
      // Spec §5's own message when the draft deletes a photo.
      setMessage({ tone: 'alert', text: t(mode === 'create' ? 'productForm.loginToCreate' : deletesStored ? 'productForm.loginToDeleteImage' : 'productForm.loginToEdit') });
      return;
    }
    // Spec §5: name and description required (trimmed), each in at least one language (either will do,
    // as the server says too); at least one photo on create. No price is 0; a price the form cannot read
    // ("12a") is refused at its field, never saved as 0 (the REST API's conversion is for integrators).
    const price = values.price.trim() ? parsePrice(values.price) : 0;
    if (price === undefined) {
      refuse(t('productForm.priceHelp'), { price: ['PRICE_UNREADABLE'] });
      return;
    }
    const missing: Record<string, string[]> = {};
    if (!values.namePl.trim() && !values.nameEn.trim()) missing.namePl = missing.nameEn = ['REQUIRED'];
    if (!values.descriptionPl.trim() && !values.descriptionEn.trim()) missing.descriptionPl = missing.descriptionEn = ['REQUIRED'];
    if (Object.keys(missing).length) {
      refuse(t('productForm.required'), missing);
      return;
    }
    if (mode === 'create' && !values.photos.length) {
      refuse(t('productForm.imageRequired'), { images: ['IMAGE_REQUIRED'] });
      return;
    }
    setProgress({ sent: 0, total: 0 });
    try {
      const product = await send(values, price, (sent, total) => setProgress({ sent, total }), draft);
      // The lists show the product as saved at once: its fields here, list membership refetched.
      client.cache.writeFragment({ fragment: WrittenProduct_ProductFragmentDoc, fragmentName: 'WrittenProduct_product', data: product });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
      client.cache.gc();
      // The message names what changed: published, back to draft, or saved as it was.
      // Published with a publish time still to come: scheduled, not public yet.
      const scheduled = !product.draft && stillToCome(product.publishAt);
      const said =
        mode === 'create'
          ? draft
            ? 'productForm.draftSaved'
            : scheduled
              ? 'productForm.scheduled'
              : 'productForm.created'
          : scheduled
            ? 'productForm.scheduled'
            : draft === false && values.draft
              ? 'productForm.publishedNow'
              : draft && !values.draft
                ? 'productForm.backToDraftDone'
                : 'productForm.updated';
      setMessage({ tone: 'success', text: t(said) });
      setFieldRefusals({});
      leave.allow();
      onSaved(product, said);
    } catch (error) {
      console.error(mode === 'create' ? 'Creating the product failed' : 'Updating the product failed', error);
      showRefusal(error instanceof UploadRefused ? error.refusal : undefined);
    } finally {
      setProgress(undefined);
    }
  };

  /** What the shop refused, in the visitor's language: each photo by name, each field under itself. Nothing typed is lost. */
  const showRefusal = (refusal: ServerRefusal | undefined) => {
    const general = t(mode === 'create' ? 'productForm.createError' : 'productForm.updateError');
    if (refusal?.code === 'UNAUTHENTICATED') {
      setMessage({ tone: 'alert', text: t(mode === 'create' ? 'productForm.loginToCreate' : 'productForm.loginToEdit') });
      return;
    }
    const fields: Record<string, string[]> = {};
    const details: string[] = [];
    // Spec §8's message for a photo deletion that did not happen (the whole save did not).
    if (deletesStored && !Object.keys(refusal?.fields ?? {}).length) details.push(t('productForm.deleteImageError'));
    const photoReasons = new Map<number, string[]>();
    for (const [field, codes] of Object.entries(refusal?.fields ?? {})) {
      const photo = /^images\.(\d+)/.exec(field);
      if (photo) photoReasons.set(Number(photo[1]), [...(photoReasons.get(Number(photo[1])) ?? []), ...codes]);
      else fields[field] = codes;
    }
    // Each refused photo named above the bar, and marked on its own card.
    values.photos.forEach((photo, index) => {
      const codes = photoReasons.get(index);
      if (codes) details.push(t('productForm.fileRefused', { file: photo.file?.name ?? t('productForm.photoNumber', { number: index + 1 }), reason: codes.map((code) => fieldReasonText(t, 'product.images', code, uploadParams)).join(' ') }));
    });
    setValues((current) => ({
      ...current,
      photos: current.photos.map((photo, index) => {
        const codes = photoReasons.get(index);
        return codes ? { ...photo, refused: codes } : photo;
      }),
    }));
    for (const [field, codes] of Object.entries(fields)) {
      if (!['nameEn', 'namePl', 'price', 'descriptionEn', 'descriptionPl', 'colorIds', 'categoryIds'].includes(field)) {
        details.push(codes.map((code) => fieldReasonText(t, `product.${field}`, code, uploadParams)).join(' '));
      }
    }
    refuse(general, fields, details);
  };

  const shownMessage = message?.fields?.length && !message.fields.some((field) => fieldRefusals[field]) ? undefined : message;
  const languageNames = { en: t('productForm.languageEn'), pl: t('productForm.languagePl') };
  const colors = options.data?.colors ?? [];
  const categories = options.data?.categories ?? [];
  const fieldError = (field: string) =>
    fieldRefusals[field]?.map((code) => (code === 'PRICE_UNREADABLE' ? t('productForm.priceHelp') : fieldReasonText(t, `product.${field}`, code, uploadParams))).join(' ');
  // A stored photo's alt texts have ids a link can point at (`#photo-12-alt-en`), from the translation view.
  const altId = (photo: Photo, lang: 'en' | 'pl') => (photo.id !== undefined ? `photo-${photo.id}-alt-${lang}` : `${id}-${photo.key}-alt-${lang}`);
  const perPhoto = progress ? progressByPhoto(values.photos, progress.sent, progress.total) : undefined;

  return (
    <form ref={form} className="product-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
      {mode === 'edit' && productId !== undefined && (
        <p className="product-form__back">
          <Link to={`/jewellery/${productId}`}>{t('productForm.backToProduct')}</Link>
          <BackToTranslations className="product-form__back-to" />
        </p>
      )}
      <BilingualField
        label={t('productForm.name')}
        language={i18n.language}
        ids={{ en: 'name-en', pl: 'name-pl' }}
        languageNames={languageNames}
        errors={{ en: fieldError('nameEn'), pl: fieldError('namePl') }}
        required
        hint={t('productForm.eitherLanguage')}
        control={(lang, props) => {
          const field = lang === 'en' ? 'nameEn' : 'namePl';
          return <input {...props} className="field__input" lang={lang} value={values[field]} maxLength={200} onChange={(e) => set(field, e.target.value)} />;
        }}
      />
      <div className="product-form__grid">
        <Field id={`${id}-price`} label={t('productForm.price')} error={fieldError('price')}>
          <input
            id={`${id}-price`}
            className="field__input"
            inputMode="decimal"
            value={values.price}
            placeholder={i18n.language === 'en' ? '0.00' : '0,00'}
            onChange={(e) => set('price', e.target.value)}
          />
        </Field>
        <Field id={`${id}-availability`} label={t('productForm.availability')}>
          <select id={`${id}-availability`} className="field__input" value={values.availability} onChange={(e) => set('availability', e.target.value as Availability)}>
            {AVAILABILITIES.map((value) => (
              <option key={value} value={value}>
                {t(`catalogue.availability.${value}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <BilingualField
        label={t('productForm.description')}
        language={i18n.language}
        ids={{ en: 'description-en', pl: 'description-pl' }}
        languageNames={languageNames}
        errors={{ en: fieldError('descriptionEn'), pl: fieldError('descriptionPl') }}
        required
        hint={t('productForm.eitherLanguage')}
        control={(lang, props) => {
          const field = lang === 'en' ? 'descriptionEn' : 'descriptionPl';
          return <textarea {...props} className="field__input" rows={5} lang={lang} value={values[field]} onChange={(e) => set(field, e.target.value)} />;
        }}
      />
      <div className="product-form__choices">
        <MultiSelect
          label={t('catalogue.colors')}
          options={colors.map((color) => ({ id: color.id, name: color.name, swatch: color.hex }))}
          selected={values.colorIds}
          onChange={(selected) => set('colorIds', selected)}
          summary={(count) => t('catalogue.selected', { count })}
        />
        <MultiSelect
          label={t('catalogue.categories')}
          options={categories}
          selected={values.categoryIds}
          onChange={(selected) => set('categoryIds', selected)}
          summary={(count) => t('catalogue.selected', { count })}
        />
      </div>
      {(fieldError('colorIds') || fieldError('categoryIds')) && <p className="field__error">{[fieldError('colorIds'), fieldError('categoryIds')].filter(Boolean).join(' ')}</p>}

      <fieldset className="product-form__photos">
        <legend className="product-form__legend">{t('productForm.photos')}</legend>
        <p className="product-form__hint">{t(limits ? 'productForm.photosHint' : 'productForm.photosHintShort', uploadParams)}</p>
        <ol className="photo-list">
          {values.photos.map((photo, index) => (
            <li key={photo.key} data-photo={photo.key} className={`photo-card${photo.refused ? ' photo-card--refused' : ''}${dragging === photo.key ? ' photo-card--dragging' : ''}`}>
              <div className="photo-card__preview">
                <img src={photo.preview} alt={t('productForm.previewOf', { number: index + 1 })} />
                {index === 0 && <span className="photo-card__badge">{t('productForm.cover')}</span>}
                {perPhoto?.has(photo.key) && (
                  <div className="photo-card__progress">
                    <progress max={100} value={Math.round(perPhoto.get(photo.key)! * 100)} aria-label={t('productForm.uploadingPhoto', { number: index + 1 })} />
                    <span>{Math.round(perPhoto.get(photo.key)! * 100)}%</span>
                  </div>
                )}
              </div>
              <div className="photo-card__fields">
                <p className="photo-card__title">
                  {t('productForm.photoNumber', { number: index + 1 })}
                  {photo.file && <span className="photo-card__new"> · {t('productForm.newPhoto')}</span>}
                </p>
                {photo.refused && (
                  <p className="field__error" role="alert" tabIndex={-1} data-refusal>
                    {photo.refused.map((code) => fieldReasonText(t, 'product.images', code, uploadParams)).join(' ')}
                  </p>
                )}
                <div className="field">
                  <label className="field__label" htmlFor={`${id}-${photo.key}-color`}>
                    {t('productForm.photoColor')}
                  </label>
                  <select id={`${id}-${photo.key}-color`} className="field__input" value={photo.colorId ?? ''} onChange={(e) => setPhoto(photo.key, { colorId: e.target.value ? Number(e.target.value) : null })}>
                    <option value="">{t('productForm.noColor')}</option>
                    {colors.map((color) => (
                      <option key={color.id} value={color.id}>
                        {color.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label className="field__label" htmlFor={altId(photo, 'en')}>
                    {t('productForm.altEn')}
                  </label>
                  <input id={altId(photo, 'en')} className="field__input" lang="en" value={photo.altTextEn} maxLength={300} onChange={(e) => setPhoto(photo.key, { altTextEn: e.target.value })} />
                </div>
                <div className="field">
                  <label className="field__label" htmlFor={altId(photo, 'pl')}>
                    {t('productForm.altPl')}
                  </label>
                  <input id={altId(photo, 'pl')} className="field__input" lang="pl" value={photo.altTextPl} maxLength={300} onChange={(e) => setPhoto(photo.key, { altTextPl: e.target.value })} />
                </div>
                <div className="photo-card__actions">
                  <button
                    type="button"
                    className="button button--ghost button--small photo-card__handle"
                    disabled={sending}
                    aria-label={t('productForm.dragPhoto', { number: index + 1 })}
                    onPointerDown={(event) => dragStart(event, photo.key)}
                    onPointerMove={dragMove}
                    onPointerUp={() => setDragging(undefined)}
                    onPointerCancel={() => setDragging(undefined)}
                    onKeyDown={(event) => dragKey(event, photo.key)}
                  >
                    ⠿
                  </button>
                  {index > 0 && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={sending}
                      onClick={() => movePhoto(photo.key, () => 0)}
                      aria-label={t('productForm.setCoverOf', { number: index + 1 })}
                    >
                      {t('productForm.setCover')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={index === 0 || sending}
                    onClick={() => set('photos', move(values.photos, index, index - 1))}
                    aria-label={t('productForm.moveUp', { number: index + 1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={index === values.photos.length - 1 || sending}
                    onClick={() => set('photos', move(values.photos, index, index + 1))}
                    aria-label={t('productForm.moveDown', { number: index + 1 })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small button--danger"
                    disabled={sending}
                    onClick={() => removePhoto(photo, index)}
                  >
                    {photo.id === undefined ? t('productForm.removePhoto') : t('productForm.deletePhoto')}
                    <span className="visually-hidden"> {t('productForm.photoNumber', { number: index + 1 })}</span>
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
        {removed.length > 0 && (
          <div className="photo-removed">
            <p className="product-form__hint">{t('productForm.deletedOnSave')}</p>
            <ul className="photo-removed__list">
              {removed.map((entry) => (
                <li key={entry.photo.key} className="photo-removed__item">
                  <img src={entry.photo.preview} alt={t('productForm.deletedPhotoAlt')} />
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={sending}
                    onClick={() => restorePhoto(entry)}
                    aria-label={t('productForm.restorePhotoLabel', { number: entry.index + 1 })}
                  >
                    {t('productForm.restorePhoto')}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <label className="button button--ghost product-form__add">
          {t(mode === 'create' ? 'productForm.addPhotos' : 'productForm.addNewPhotos')}
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            multiple
            className="visually-hidden"
            disabled={sending || checking}
            aria-invalid={fieldError('images') ? true : undefined}
            aria-describedby={fieldError('images') ? `${id}-images-error` : undefined}
            onChange={(e) => void addFiles(e.target.files)}
          />
        </label>
        {fieldError('images') && (
          <p className="field__error" id={`${id}-images-error`}>
            {fieldError('images')}
          </p>
        )}
        {picked.length > 0 && (
          <ul className="product-form__refusals" role="alert">
            {picked.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </fieldset>

      {/* Scheduled publishing: public by itself from this time (the shop's time), seen by admins only until then. */}
      <div className="field product-form__schedule">
        <label className="field__label" htmlFor={`${id}-publish-at`}>
          {t('productForm.publishAt')}
        </label>
        <p className="product-form__hint" id={`${id}-publish-at-hint`}>
          {t('productForm.publishAtHint')}
        </p>
        <input
          id={`${id}-publish-at`}
          type="datetime-local"
          className="field__input product-form__publish-at"
          value={values.publishAt}
          aria-describedby={`${id}-publish-at-hint`}
          onChange={(event) => set('publishAt', event.target.value)}
        />
      </div>

      {/* What has no field of its own (each refused photo is named at its card too) stands above the bar. */}
      {shownMessage?.details && shownMessage.details.length > 0 && (
        <ul className="product-form__refusals">
          {shownMessage.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {/* The answer shows in the bar she just tapped, in one line: each refusal stands under its field. */}
      <div className="product-form__submit">
        {shownMessage && <StatusNotice text={shownMessage.text} tone={shownMessage.tone === 'alert' ? 'alert' : 'info'} inBar />}
        {progress && (
          <p className="product-form__sending" role="status">
            {t('productForm.sending', { percent: progress.total ? Math.round((progress.sent / progress.total) * 100) : 0 })}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={sending} data-draft={mode === 'create' ? 'false' : undefined}>
            {t(mode === 'create' ? 'productForm.publish' : 'productForm.save')}
          </button>
          {/* Drafts: seen by admins only until published. */}
          {mode === 'create' && (
            <button type="submit" className="button button--ghost" disabled={sending} data-draft="true">
              {t('productForm.saveDraft')}
            </button>
          )}
          {mode === 'edit' && values.draft && (
            <button type="submit" className="button button--ghost" disabled={sending} data-draft="false">
              {t('productForm.publishDraft')}
            </button>
          )}
          {mode === 'edit' && values.draft === false && (
            <button type="submit" className="button button--ghost" disabled={sending} data-draft="true">
              {t('productForm.backToDraft')}
            </button>
          )}
          {mode === 'edit' && (
            // Cancel goes to the list (spec §2), asking first when anything is unsaved (issue 40).
            <Link to="/jewellery" className="button button--ghost">
              {t('productForm.cancel')}
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}

/** A labelled control with its refusal under it: the control is marked invalid and described by it. */
function Field({ id, label, error, required, children }: { id: string; label: string; error?: string; required?: boolean; children: ReactElement<Record<string, unknown>> }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {cloneElement(children, { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
