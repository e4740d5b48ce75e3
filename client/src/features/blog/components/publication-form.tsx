import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { MarkdownPreviewDocument, PictureLimitsDocument, type PublicationInput } from '../../../gql/blog/graphql';
import { currentLanguage } from '../../../lib/i18n';
import { fieldReasonText } from '../../../lib/refusal-text';
import { limitParams } from '../../../lib/upload-limits';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { uploadBackground } from '../upload-background';
import { useBrokenImages } from '../use-broken-images';

const PREVIEW_DELAY_MS = 400;

export interface PublicationFormProps {
  mode: 'create' | 'edit';
  initial?: PublicationInput;
  /** Sends the publication; answers the refusal's per-field reasons when the server named any; `leave.allow()` before it navigates away. */
  onSubmit: (input: PublicationInput, leave: { allow: () => void }) => Promise<Record<string, string[]> | void>;
  busy: boolean;
  /** A message for the whole form (spec §5), set by the page. */
  message?: string;
  onMessage: (message: string | undefined) => void;
  /** More actions beside Save and Cancel (the edit screen's Delete), handed the leave guard so they can go unasked. */
  actions?: (leave: { allow: () => void }) => ReactNode;
}

const empty: PublicationInput = { title: '', abstract: '', content: '', image: '' };

/**
 * Spec §2's create and edit publication form: title, abstract (3 rows), content in Markdown (6 rows) with
 * the page's rendering beside it, image. Required fields are checked before sending (spec §5); nothing
 * typed is lost when the server refuses.
 */
export function PublicationForm({ mode, initial, onSubmit, busy, message, onMessage, actions }: PublicationFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<PublicationInput>(initial ?? empty);
  const [start] = useState<PublicationInput>(initial ?? empty);
  const leave = useLeaveGuard(JSON.stringify(values) !== JSON.stringify(start), t('forms.leaveConfirm'));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [previewSource, setPreviewSource] = useState(values.content);
  useEffect(() => {
    const timer = setTimeout(() => setPreviewSource(values.content), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values.content]);
  const preview = useQuery(MarkdownPreviewDocument, { variables: { content: previewSource }, skip: !previewSource.trim() });
  const previewHtml = previewSource.trim() ? (preview.data ?? preview.previousData)?.markdownPreview : '';
  const previewBox = useRef<HTMLDivElement>(null);
  const brokenImages = useBrokenImages(previewBox, previewHtml);

  const set = (field: keyof PublicationInput) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const [upload, setUpload] = useState<{ busy: boolean; message?: string; url?: string }>({ busy: false });
  // The server's limits on a picture: checked before sending, and named in the texts.
  const limits = useQuery(PictureLimitsDocument).data?.uploadLimits;
  const uploadParams = limitParams(limits);
  const chooseBackground = (file: File | undefined) => {
    if (!file) return;
    setUpload({ busy: true, message: t('blog.form.uploading') });
    void uploadBackground(file, currentLanguage(i18n), limits).then((outcome) => {
      if ('image' in outcome) {
        set('image')(outcome.image);
        setUpload({ busy: false, url: outcome.imageUrl });
      } else {
        setUpload({ busy: false, message: t('publicationAdmin.uploadRefused', { file: file.name, reason: t([`blog.form.upload_${outcome.refused}`, `publicationAdmin.upload_${outcome.refused}`], uploadParams) }) });
      }
    });
  };
  // A file name is a picture she uploaded (served from the backgrounds folder); anything else is a link.
  const uploaded = Boolean(values.image && /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(values.image));
  const imageSrc = values.image ? (uploaded ? `/uploads/backgrounds/${values.image}` : values.image) : undefined;
  const errorOf = (field: string) => (fieldErrors[field]?.length ? fieldReasonText(t, field, fieldErrors[field][0]) : undefined);

  // Each attempt replaces what the last one said, each refusal stands under its
  // field (marked invalid), and the first one is focused and scrolled into view.
  const form = useRef<HTMLFormElement>(null);
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (!refusedAt) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [refusedAt]);
  const refuse = (fields: Record<string, string[]>) => {
    setFieldErrors(fields);
    setRefusedAt((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    onMessage(undefined);
    setFieldErrors({});
    const missing = (['title', 'abstract', 'content'] as const).filter((field) => !values[field].trim());
    if (missing.length) {
      onMessage(t('blog.form.required'));
      refuse(Object.fromEntries(missing.map((field) => [field, ['REQUIRED']])));
      return;
    }
    void onSubmit({ ...values, image: values.image?.trim() ?? '' }, leave).then((fields) => fields && refuse(fields));
  };

  const area = (field: 'abstract' | 'content', rows: number) => (
    <div className={`field${errorOf(field) ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`publication-${field}`}>
        {t(`blog.form.${field}`)}
      </label>
      <textarea
        id={`publication-${field}`}
        className="field__input publication-form__area"
        rows={rows}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={errorOf(field) ? `publication-${field}-error` : undefined}
      />
      <p className="field__error" id={`publication-${field}-error`} aria-live="polite">
        {errorOf(field)}
      </p>
    </div>
  );

  return (
    <form ref={form} className="publication-form" onSubmit={submit} noValidate>
      <TextField id="publication-title" label={t('blog.form.title')} value={values.title} onValueChange={set('title')} error={errorOf('title')} />
      {area('abstract', 3)}
      <div className="publication-form__content">
        {area('content', 6)}
        <section className="publication-form__preview" aria-labelledby="publication-preview-title">
          <h2 id="publication-preview-title" className="field__label">
            {t('blog.form.preview')}
          </h2>
          {previewHtml ? (
            // The server's own rendering and sanitising (the same as the published page).
            <div ref={previewBox} className="prose" dangerouslySetInnerHTML={{ __html: previewHtml }} />
          ) : (
            <p className="publication-form__hint">{t('blog.form.previewEmpty')}</p>
          )}
          {brokenImages.length > 0 && (
            <ul className="publication-form__broken" role="status">
              {brokenImages.map((src) => (
                <li key={src}>{t('publicationAdmin.imageBroken', { src })}</li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {/* The picture in her words: upload one, or paste a link; the chosen one is shown. */}
      <fieldset className="publication-form__picture">
        <legend className="field__label">{t('blog.form.image')}</legend>
        {limits && <p className="publication-form__hint">{t('publicationAdmin.pictureHint', uploadParams)}</p>}
        <div className="publication-form__picture-row">
          <label className={`button button--ghost publication-form__upload${upload.busy ? ' button--busy' : ''}`}>
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
              <img className="publication-form__thumb" src={imageSrc} alt={t('publicationAdmin.chosenPicture')} />
              <button type="button" className="button button--quiet button--small" onClick={() => set('image')('')}>
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
          value={uploaded ? '' : (values.image ?? '')}
          onValueChange={set('image')}
          error={errorOf('image')}
          placeholder="https://…"
          inputMode="url"
          autoComplete="off"
        />
      </fieldset>
      <p className="publication-form__message" role="alert">
        {message}
      </p>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {mode === 'create' ? t('blog.form.publish') : t('blog.form.save')}
        </button>
        {mode === 'edit' && (
          // Cancel discards the draft on purpose: it goes unasked.
          <Link to="/blog" className="button button--ghost" onClick={leave.allow}>
            {t('blog.form.cancel')}
          </Link>
        )}
        {actions?.(leave)}
      </div>
    </form>
  );
}
