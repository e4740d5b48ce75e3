import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { fieldReasonText } from '../../../lib/refusal-text';
import { move, ACCEPTED_TYPES } from '../photos';
import { RefusalList } from './product-refusal';
import type { ProductFormState } from './use-product-form';

/**
 * The form's photos: each card with its preview, colour and alt texts, its order (dragged by the handle,
 * the arrow keys, or the buttons) and its removal, which "Keep" undoes until Save; then the files to add.
 */
export function PhotoList({ mode, state }: { mode: 'create' | 'edit'; state: ProductFormState }) {
  const { t } = useTranslation();
  const { id, values, set, setPhoto, movePhoto, removePhoto, restorePhoto, removed, addFiles, fileInput, checking, picked, limits, uploadParams, colors, sending, perPhoto, fieldError, altId } = state;
  // A photo is dragged by its handle (mouse, touch or pen) over the others, or moved with the
  // arrow keys on the handle; the order buttons and "Set as cover" stay for everyone.
  const [dragging, setDragging] = useState<string>();
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

  return (
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
      <RefusalList lines={picked} alert />
    </fieldset>
  );
}
