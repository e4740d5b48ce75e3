import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { fieldReasonText } from '../../../lib/refusal-text';
import { move, type Photo } from '../photos';
import type { ProductFormState } from './use-product-form';

interface PhotoCardProps {
  photo: Photo;
  index: number;
  state: ProductFormState;
  /** This card is the one being dragged. */
  dragging: boolean;
  /** Its handle's pointer and arrow keys, which move it among the others. */
  drag: {
    start: (event: PointerEvent<HTMLButtonElement>) => void;
    move: (event: PointerEvent<HTMLButtonElement>) => void;
    end: () => void;
    key: (event: KeyboardEvent<HTMLButtonElement>) => void;
  };
}

/** One photo of the form: its preview and upload progress, its refusal, colour and alt texts, its order and its removal. */
export function PhotoCard({ photo, index, state, dragging, drag }: PhotoCardProps) {
  const { t } = useTranslation();
  const {
    id,
    values,
    set,
    setPhoto,
    movePhoto,
    removePhoto,
    uploadParams,
    colors,
    sending,
    perPhoto,
    altId,
  } = state;
  return (
    <li
      data-photo={photo.key}
      className={`photo-card${photo.refused ? ' photo-card--refused' : ''}${dragging ? ' photo-card--dragging' : ''}`}
    >
      <div className="photo-card__preview">
        <img src={photo.preview} alt={t('productForm.previewOf', { number: index + 1 })} />
        {index === 0 && <span className="photo-card__badge">{t('productForm.cover')}</span>}
        {perPhoto?.has(photo.key) && (
          <div className="photo-card__progress">
            <progress
              max={100}
              value={Math.round(perPhoto.get(photo.key)! * 100)}
              aria-label={t('productForm.uploadingPhoto', { number: index + 1 })}
            />
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
          <select
            id={`${id}-${photo.key}-color`}
            className="field__input"
            value={photo.colorId ?? ''}
            onChange={(e) => setPhoto(photo.key, { colorId: e.target.value ? Number(e.target.value) : null })}
          >
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
          <input
            id={altId(photo, 'en')}
            className="field__input"
            lang="en"
            value={photo.altTextEn}
            maxLength={300}
            onChange={(e) => setPhoto(photo.key, { altTextEn: e.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={altId(photo, 'pl')}>
            {t('productForm.altPl')}
          </label>
          <input
            id={altId(photo, 'pl')}
            className="field__input"
            lang="pl"
            value={photo.altTextPl}
            maxLength={300}
            onChange={(e) => setPhoto(photo.key, { altTextPl: e.target.value })}
          />
        </div>
        <div className="photo-card__actions">
          <button
            type="button"
            className="button button--ghost button--small photo-card__handle"
            disabled={sending}
            aria-label={t('productForm.dragPhoto', { number: index + 1 })}
            onPointerDown={drag.start}
            onPointerMove={drag.move}
            onPointerUp={drag.end}
            onPointerCancel={drag.end}
            onKeyDown={drag.key}
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
  );
}
