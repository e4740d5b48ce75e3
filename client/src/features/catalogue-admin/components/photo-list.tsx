import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { ACCEPTED_TYPES } from '../photos';
import { PhotoCard } from './photo-card';
import { RefusalList } from './product-refusal';
import type { ProductFormState } from './use-product-form';

/**
 * The form's photos: each card with its preview, colour and alt texts, its order (dragged by the handle,
 * the arrow keys, or the buttons) and its removal, which "Keep" undoes until Save; then the files to add.
 */
export function PhotoList({ mode, state }: { mode: 'create' | 'edit'; state: ProductFormState }) {
  const { t } = useTranslation();
  const {
    id,
    values,
    movePhoto,
    restorePhoto,
    removed,
    addFiles,
    fileInput,
    checking,
    picked,
    limits,
    uploadParams,
    sending,
    fieldError,
  } = state;
  // A photo is dragged by its handle (mouse, touch or pen) over the others, or moved with the
  // arrow keys on the handle; the order buttons and "Set as cover" stay for everyone.
  const [dragging, setDragging] = useState<string>();
  const dragStart = (event: PointerEvent<HTMLButtonElement>, key: string) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(key);
  };
  const dragMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!dragging) return;
    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-photo]')
      ?.dataset.photo;
    if (over && over !== dragging)
      movePhoto(dragging, () => values.photos.findIndex((photo) => photo.key === over));
  };
  const dragKey = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    movePhoto(key, (from) => from + step);
  };

  return (
    <fieldset className="product-form__photos">
      <legend className="product-form__legend">{t('productForm.photos')}</legend>
      <p className="product-form__hint">
        {t(limits ? 'productForm.photosHint' : 'productForm.photosHintShort', uploadParams)}
      </p>
      <ol className="photo-list">
        {values.photos.map((photo, index) => (
          <PhotoCard
            key={photo.key}
            photo={photo}
            index={index}
            state={state}
            dragging={dragging === photo.key}
            drag={{
              start: (event) => dragStart(event, photo.key),
              move: dragMove,
              end: () => setDragging(undefined),
              key: (event) => dragKey(event, photo.key),
            }}
          />
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
      <RefusalList lines={picked} alert />
    </fieldset>
  );
}
