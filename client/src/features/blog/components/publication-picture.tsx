import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { TextField } from '../../../components/ui/text-field';
import { PictureLimitsDocument } from '../../../gql/blog/graphql';
import { currentLanguage } from '../../../lib/i18n';
import { limitParams } from '../../../lib/upload-limits';
import { uploadBackground } from '../upload-background';

interface PictureFieldProps {
  /** An uploaded picture's file name, or a link. */
  image: string;
  onChange: (image: string) => void;
  error?: string;
}

/** The picture in her words: upload one, or paste a link; the chosen one is shown. */
export function PictureField({ image, onChange, error }: PictureFieldProps) {
  const { t, i18n } = useTranslation();
  const [upload, setUpload] = useState<{ busy: boolean; message?: string; url?: string }>({ busy: false });
  // The server's limits on a picture: checked before sending, and named in the texts.
  const limits = useQuery(PictureLimitsDocument).data?.uploadLimits;
  const uploadParams = limitParams(limits);
  const chooseBackground = (file: File | undefined) => {
    if (!file) return;
    setUpload({ busy: true, message: t('blog.form.uploading') });
    void uploadBackground(file, currentLanguage(i18n), limits).then((outcome) => {
      if ('image' in outcome) {
        onChange(outcome.image);
        setUpload({ busy: false, url: outcome.imageUrl });
      } else {
        setUpload({
          busy: false,
          message: t('publicationAdmin.uploadRefused', {
            file: file.name,
            reason: t(
              [`blog.form.upload_${outcome.refused}`, `publicationAdmin.upload_${outcome.refused}`],
              uploadParams,
            ),
          }),
        });
      }
    });
  };
  // A file name is a picture she uploaded (served from the backgrounds folder); anything else is a link.
  const uploaded = Boolean(image && /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(image));
  const imageSrc = image ? (uploaded ? `/uploads/backgrounds/${image}` : image) : undefined;

  return (
    <fieldset className="publication-form__picture">
      <legend className="field__label">{t('blog.form.image')}</legend>
      {limits && <p className="publication-form__hint">{t('publicationAdmin.pictureHint', uploadParams)}</p>}
      <div className="publication-form__picture-row">
        <label
          className={`button button--ghost publication-form__upload${upload.busy ? ' button--busy' : ''}`}
        >
          {t('publicationAdmin.uploadPicture')}
          <input
            type="file"
            className="visually-hidden"
            accept="image/jpeg,image/png,image/webp,image/avif"
            disabled={upload.busy}
            onChange={(event) => {
              chooseBackground(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {imageSrc && (
          <figure className="publication-form__chosen">
            <img
              className="publication-form__thumb"
              src={imageSrc}
              alt={t('publicationAdmin.chosenPicture')}
            />
            <button type="button" className="button button--quiet button--small" onClick={() => onChange('')}>
              {t('publicationAdmin.removePicture')}
            </button>
          </figure>
        )}
      </div>
      <p className="publication-form__hint" role="status">
        {upload.message}
      </p>
      <TextField
        id="publication-image"
        label={t('publicationAdmin.pasteLink')}
        value={uploaded ? '' : image}
        onValueChange={onChange}
        error={error}
        placeholder="https://…"
        inputMode="url"
        autoComplete="off"
      />
    </fieldset>
  );
}
