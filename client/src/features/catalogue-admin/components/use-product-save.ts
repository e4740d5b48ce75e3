import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import {
  WrittenProduct_ProductFragmentDoc,
  type WrittenProduct_ProductFragment,
} from '../../../gql/catalogue-admin/graphql';
import { formatDateTime, stillToCome } from '../../../lib/dates';
import { requireEitherVersion } from '../../../lib/forms/bilingual';
import { draftChoice } from '../../../lib/forms/draft-choice';
import type { Refusals } from '../../../lib/forms/refusals';
import type { Form } from '../../../lib/forms/use-form';
import { UploadRefused } from '../../../lib/send-with-files';
import type { ServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { parsePrice } from '../price';
import type { Message, ProductFormValues, SendProduct } from './product-form-values';
import { describeRefusal } from './product-refusal';
import type { ProductPhotos } from './use-product-photos';

/** What a save says: a locale key, and when the piece goes public if it waits for a time (its date, as the admin panel writes it). */
export interface Said {
  key: string;
  values?: { when: string };
}

/** The texts written in both languages. */
export const PRODUCT_BILINGUAL = ['name', 'description'] as const;

export interface ProductSaveOptions {
  mode: 'create' | 'edit';
  send: SendProduct;
  /** After the server took it (create: go to the product; edit: stay, with the saved values). */
  /** `said`: what the form says of the save (e.g. published), a key and its values, for a form started again or the next page to keep saying it. */
  onSaved: (product: WrittenProduct_ProductFragment, said: Said) => void;
  /** A message to start with (edit: 'Product updated successfully!' after the form took the saved values). */
  initialMessage?: Message;
}

/**
 * Spec §5: name and description required (trimmed), each in at least one language (either will do, as
 * the server says too); at least one photo on create. No price is 0; a price the form cannot read ("12a")
 * is refused at its field, never saved as 0 (the REST API's conversion is for integrators).
 */
function check(
  values: ProductFormValues,
  mode: 'create' | 'edit',
): { price: number } | { refused: string; fields: Refusals } {
  const price = values.price.trim() ? parsePrice(values.price) : 0;
  if (price === undefined)
    return { refused: 'productForm.priceHelp', fields: { price: ['PRICE_UNREADABLE'] } };
  const missing = requireEitherVersion(values, PRODUCT_BILINGUAL);
  if (Object.keys(missing).length) return { refused: 'productForm.required', fields: missing };
  if (mode === 'create' && !values.photos.length)
    return { refused: 'productForm.imageRequired', fields: { images: ['IMAGE_REQUIRED'] } };
  return { price };
}

/**
 * The message names what changed: published, back to draft, or saved as it was. Published with a
 * publish time still to come: scheduled, not public yet.
 */
function savedText(
  mode: 'create' | 'edit',
  draft: boolean | undefined,
  wasDraft: boolean | undefined,
  product: WrittenProduct_ProductFragment,
): string {
  const scheduled = !product.draft && stillToCome(product.publishAt);
  if (mode === 'create')
    return draft ? 'productForm.draftSaved' : scheduled ? 'productForm.scheduled' : 'productForm.created';
  if (scheduled) return 'productForm.scheduled';
  if (draft === false && wasDraft) return 'productForm.publishedNow';
  if (draft && !wasDraft) return 'productForm.backToDraftDone';
  return 'productForm.updated';
}

/** The product form's save: the checks, the sending with its progress, the answer, and the refusals where they belong. */
export function useProductSave(
  { mode, send, onSaved, initialMessage }: ProductSaveOptions,
  editor: Form<ProductFormValues>,
  photos: ProductPhotos,
  uploadParams: Record<string, number>,
) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { token } = useSession();
  const [message, setMessage] = useState<Message | undefined>(initialMessage);
  const [progress, setProgress] = useState<{ sent: number; total: number }>();
  const sending = progress !== undefined;
  const { values, leave } = editor;

  // Each attempt replaces what the last one said; the form focuses the first refused field.
  const refuse = (text: string, fields: Refusals = {}, details?: string[]) => {
    editor.refuse(fields);
    // A refusal about fields alone goes (or names what is left) as she fills them.
    setMessage({ tone: 'alert', text, details, fields: details?.length ? undefined : Object.keys(fields) });
  };

  /** What the shop refused, in the visitor's language: each photo by name, each field under itself. Nothing typed is lost. */
  const showRefusal = (refusal: ServerRefusal | undefined) => {
    if (refusal?.code === 'UNAUTHENTICATED') {
      setMessage({
        tone: 'alert',
        text: t(mode === 'create' ? 'productForm.loginToCreate' : 'productForm.loginToEdit'),
      });
      return;
    }
    const { fields, details, photoReasons } = describeRefusal(
      t,
      refusal,
      values.photos,
      photos.deletesStored,
      uploadParams,
    );
    photos.markRefused(photoReasons);
    refuse(t(mode === 'create' ? 'productForm.createError' : 'productForm.updateError'), fields, details);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = draftChoice(event, mode);
    if (sending) return;
    setMessage(undefined);
    editor.clearRefusals();
    photos.clearRefused();
    if (!token) {
      // Spec §5's own message when the draft deletes a photo.
      setMessage({
        tone: 'alert',
        text: t(
          mode === 'create'
            ? 'productForm.loginToCreate'
            : photos.deletesStored
              ? 'productForm.loginToDeleteImage'
              : 'productForm.loginToEdit',
        ),
      });
      return;
    }
    const checked = check(values, mode);
    if ('refused' in checked) {
      refuse(t(checked.refused), checked.fields);
      return;
    }
    setProgress({ sent: 0, total: 0 });
    try {
      const product = await send(values, checked.price, (sent, total) => setProgress({ sent, total }), draft);
      // The lists show the product as saved at once: its fields here, list membership refetched.
      client.cache.writeFragment({
        fragment: WrittenProduct_ProductFragmentDoc,
        fragmentName: 'WrittenProduct_product',
        data: product,
      });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
      client.cache.gc();
      const key = savedText(mode, draft, values.draft, product);
      // A scheduled save says when first: a phone's one-line bar cuts the end of a line, never the date.
      const said: Said =
        product.publishAt && key === 'productForm.scheduled'
          ? { key, values: { when: formatDateTime(product.publishAt, i18n.language) } }
          : { key };
      setMessage({ tone: 'success', text: t(said.key, said.values) });
      editor.clearRefusals();
      leave.allow();
      onSaved(product, said);
    } catch (error) {
      console.error(mode === 'create' ? 'Creating the product failed' : 'Updating the product failed', error);
      showRefusal(error instanceof UploadRefused ? error.refusal : undefined);
    } finally {
      setProgress(undefined);
    }
  };

  return { message, progress, sending, submit };
}
