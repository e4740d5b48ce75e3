import { useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { ProductFormOptionsDocument } from '../../../gql/catalogue-admin/graphql';
import { anyRefused } from '../../../lib/forms/form-state';
import { useForm } from '../../../lib/forms/use-form';
import { fieldReasonText } from '../../../lib/refusal-text';
import { limitParams } from '../../../lib/upload-limits';
import { progressByPhoto, type Photo } from '../photos';
import type { ProductFormValues } from './product-form-values';
import { useProductPhotos } from './use-product-photos';
import { PRODUCT_BILINGUAL, useProductSave, type ProductSaveOptions } from './use-product-save';

export interface ProductFormOptions extends ProductSaveOptions {
  initial: ProductFormValues;
}

/** The product form's state and what it does: the values, the photos' changes, the checks and the save, the refusals. */
export function useProductForm(options: ProductFormOptions) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useForm({
    initial: options.initial,
    bilingual: PRODUCT_BILINGUAL,
    leaveQuestion: t('forms.leaveConfirm'),
  });
  const { values, refusals } = editor;
  const queried = useQuery(ProductFormOptionsDocument);
  // The server's limits on a photo: checked here before sending, and named in the texts.
  const limits = queried.data?.uploadLimits;
  const uploadParams = limitParams(limits);
  const photos = useProductPhotos(editor, limits, uploadParams);
  const { message, progress, sending, submit } = useProductSave(options, editor, photos, uploadParams);
  useFocusLinkedAltText();

  // A refusal about fields alone goes (or names what is left) as she fills them.
  const shownMessage = message?.fields?.length && !anyRefused(refusals, message.fields) ? undefined : message;
  const fieldError = (field: string) =>
    refusals[field]
      ?.map((code) =>
        code === 'PRICE_UNREADABLE'
          ? t('productForm.priceHelp')
          : fieldReasonText(t, `product.${field}`, code, uploadParams),
      )
      .join(' ');
  // A stored photo's alt texts have ids a link can point at (`#photo-12-alt-en`), from the translation view.
  const altId = (photo: Photo, lang: 'en' | 'pl') =>
    photo.id !== undefined ? `photo-${photo.id}-alt-${lang}` : `${id}-${photo.key}-alt-${lang}`;
  const perPhoto = progress ? progressByPhoto(values.photos, progress.sent, progress.total) : undefined;

  return {
    ...photos,
    id,
    form: editor.form,
    values,
    set: editor.set,
    limits,
    uploadParams,
    colors: queried.data?.colors ?? [],
    categories: queried.data?.categories ?? [],
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

/** A link to a photo's alt text (the translation view's) focuses it once the form is there. */
function useFocusLinkedAltText() {
  useEffect(() => {
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (!target.startsWith('photo-')) return;
    const element = document.getElementById(target);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'center' });
  }, []);
}
