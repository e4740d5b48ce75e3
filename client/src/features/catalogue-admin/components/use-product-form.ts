import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { ProductFormOptionsDocument, WrittenProduct_ProductFragmentDoc, type WrittenProduct_ProductFragment } from '../../../gql/catalogue-admin/graphql';
import { fieldReasonText } from '../../../lib/refusal-text';
import type { ServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { move, progressByPhoto, localRefusal, type Photo } from '../photos';
import { limitParams } from '../../../lib/upload-limits';
import { contentRefusal } from '../../../lib/picture-file';
import { UploadRefused } from '../../../lib/send-with-files';
import { stillToCome } from '../../../lib/dates';
import { parsePrice } from '../price';
import { photoKey, type Message, type ProductFormValues, type SendProduct } from './product-form-values';
import { describeRefusal } from './product-refusal';

export interface ProductFormOptions {
  mode: 'create' | 'edit';
  initial: ProductFormValues;
  send: SendProduct;
  /** After the server took it (create: go to the product; edit: stay, with the saved values). */
  /** `said`: the key of what the form says of the save (e.g. published), for a form started again to keep saying it. */
  onSaved: (product: WrittenProduct_ProductFragment, said: string) => void;
  /** A message to start with (edit: 'Product updated successfully!' after the form took the saved values). */
  initialMessage?: Message;
}

const OTHER_VERSION: Partial<Record<keyof ProductFormValues, string>> = { nameEn: 'namePl', namePl: 'nameEn', descriptionEn: 'descriptionPl', descriptionPl: 'descriptionEn' };

/** The product form's state and what it does: the values, the photos' changes, the checks and the save, the refusals. */
export function useProductForm({ mode, initial, send, onSaved, initialMessage }: ProductFormOptions) {
  const { t } = useTranslation();
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

  const movePhoto = (key: string, to: (from: number, count: number) => number) =>
    setValues((current) => {
      const from = current.photos.findIndex((photo) => photo.key === key);
      return { ...current, photos: move(current.photos, from, to(from, current.photos.length)) };
    });

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
    const { fields, details, photoReasons } = describeRefusal(t, refusal, values.photos, deletesStored, uploadParams);
    setValues((current) => ({
      ...current,
      photos: current.photos.map((photo, index) => {
        const codes = photoReasons.get(index);
        return codes ? { ...photo, refused: codes } : photo;
      }),
    }));
    refuse(general, fields, details);
  };

  const shownMessage = message?.fields?.length && !message.fields.some((field) => fieldRefusals[field]) ? undefined : message;
  const colors = options.data?.colors ?? [];
  const categories = options.data?.categories ?? [];
  const fieldError = (field: string) =>
    fieldRefusals[field]?.map((code) => (code === 'PRICE_UNREADABLE' ? t('productForm.priceHelp') : fieldReasonText(t, `product.${field}`, code, uploadParams))).join(' ');
  // A stored photo's alt texts have ids a link can point at (`#photo-12-alt-en`), from the translation view.
  const altId = (photo: Photo, lang: 'en' | 'pl') => (photo.id !== undefined ? `photo-${photo.id}-alt-${lang}` : `${id}-${photo.key}-alt-${lang}`);
  const perPhoto = progress ? progressByPhoto(values.photos, progress.sent, progress.total) : undefined;

  return {
    id,
    form,
    values,
    set,
    setPhoto,
    movePhoto,
    removePhoto,
    restorePhoto,
    removed,
    addFiles,
    fileInput,
    checking,
    picked,
    limits,
    uploadParams,
    colors,
    categories,
    sending,
    progress,
    perPhoto,
    submit,
    shownMessage,
    fieldError,
    altId,
  };
}

/** The form's state as its parts read it. */
export type ProductFormState = ReturnType<typeof useProductForm>;
