import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { BilingualField, type TextLanguage } from '../../../components/ui/bilingual-field';
import { TextField } from '../../../components/ui/text-field';
import { PictureLimitsDocument } from '../../../gql/blog/graphql';
import { fromWarsawInput } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { BackToTranslations, useBackTo } from '../../../lib/back-to';
import { fieldReasonText } from '../../../lib/refusal-text';
import { limitParams } from '../../../lib/upload-limits';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { uploadBackground } from '../upload-background';
import { PublicationPreview } from './publication-preview';
import { paths } from '../../../lib/paths';

/** What the form edits: each text in both languages, and the picture. */
export interface PublicationFormValues {
  titleEn: string;
  titlePl: string;
  abstractEn: string;
  abstractPl: string;
  contentEn: string;
  contentPl: string;
  image: string;
  /** When it goes public by itself, as the field shows it in the shop's time ("2026-12-01T09:00"); '' for none. */
  publishAt: string;
}

/** What the form sends: the publish time as an ISO time (null clears it), and the state the button chose. */
export type PublicationSubmit = Omit<PublicationFormValues, 'publishAt'> & { publishAt: string | null; draft?: boolean };

export interface PublicationFormProps {
  mode: 'create' | 'edit';
  initial?: PublicationFormValues;
  /**
   * Sends the publication; answers the refusal's per-field reasons when the server named any; `leave.allow()` before it navigates away.
   * `draft`: true keeps (or takes back) the post as a draft, false publishes it, left out the state stays.
   */
  onSubmit: (input: PublicationSubmit, leave: { allow: () => void }) => Promise<Record<string, string[]> | void>;
  /** The stored state on an edit: a draft is seen by admins only. */
  draft?: boolean;
  busy: boolean;
  /** A message for the whole form (spec §5), set by the page. */
  message?: string;
  onMessage: (message: string | undefined) => void;
  /** More actions beside Save and Cancel (the edit screen's Delete), handed the leave guard so they can go unasked. */
  actions?: (leave: { allow: () => void }) => ReactNode;
}

const empty: PublicationFormValues = { titleEn: '', titlePl: '', abstractEn: '', abstractPl: '', contentEn: '', contentPl: '', image: '', publishAt: '' };
const TEXTS = ['title', 'abstract', 'content'] as const;
type Text = (typeof TEXTS)[number];
const field = (text: Text, lang: TextLanguage) => `${text}${lang === 'en' ? 'En' : 'Pl'}` as const;
const OTHER_VERSION: Partial<Record<keyof PublicationFormValues, keyof PublicationFormValues>> = {
  titleEn: 'titlePl',
  titlePl: 'titleEn',
  abstractEn: 'abstractPl',
  abstractPl: 'abstractEn',
  contentEn: 'contentPl',
  contentPl: 'contentEn',
};

/**
 * Spec §2's create and edit publication form: title, abstract (3 rows), content in Markdown (6 rows) with
 * the page's rendering beside it, image. Required fields are checked before sending (spec §5); nothing
 * typed is lost when the server refuses.
 */
export function PublicationForm({ mode, initial, onSubmit, busy, message, onMessage, actions, draft: storedDraft }: PublicationFormProps) {
  const { t, i18n } = useTranslation();
  const backTo = useBackTo();
  const [values, setValues] = useState<PublicationFormValues>(initial ?? empty);
  const [start] = useState<PublicationFormValues>(initial ?? empty);
  const leave = useLeaveGuard(JSON.stringify(values) !== JSON.stringify(start), t('forms.leaveConfirm'));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  // Typing in a refused field clears its refusal (either language answers "required" for both).
  const set = (name: keyof PublicationFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => {
      if (!current[name] && !(name in OTHER_VERSION && current[OTHER_VERSION[name]!]?.includes('REQUIRED'))) return current;
      const rest = { ...current };
      delete rest[name];
      const other = OTHER_VERSION[name];
      if (other && value.trim() && rest[other]?.includes('REQUIRED')) delete rest[other];
      return rest;
    });
  };
  // "Please fill in all required fields." goes once every field it named is filled.
  const requiredText = t('blog.form.required');
  useEffect(() => {
    if (message === requiredText && !Object.values(fieldErrors).some((codes) => codes.includes('REQUIRED'))) onMessage(undefined);
  }, [fieldErrors, message, requiredText, onMessage]);
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
  const errorOf = (name: string) => (fieldErrors[name]?.length ? fieldReasonText(t, name, fieldErrors[name][0]) : undefined);
  const languageNames = { en: t('publicationAdmin.languageEn'), pl: t('publicationAdmin.languagePl') };

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Which button sent it: "Save as draft", "Publish", "Back to draft", or (edit) "Save Changes", which keeps the state.
    const button = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('data-draft');
    const draft = button === 'true' ? true : button === 'false' ? false : mode === 'create' ? false : undefined;
    if (busy) return;
    onMessage(undefined);
    setFieldErrors({});
    // Spec §5: title, abstract and content required, each in at least one language (either will do).
    const missing = TEXTS.filter((text) => !values[field(text, 'en')].trim() && !values[field(text, 'pl')].trim());
    if (missing.length) {
      onMessage(t('blog.form.required'));
      refuse(Object.fromEntries(missing.flatMap((text) => [field(text, 'en'), field(text, 'pl')].map((name) => [name, ['REQUIRED']]))));
      return;
    }
    void onSubmit({ ...values, image: values.image.trim(), publishAt: fromWarsawInput(values.publishAt), ...(draft === undefined ? {} : { draft }) }, leave).then((fields) => fields && refuse(fields));
  };

  const bilingual = (text: Text, label: string, control: (lang: TextLanguage, props: { id: string }) => ReactElement, hint = t('publicationAdmin.eitherLanguage')) => (
    <BilingualField
      label={label}
      language={i18n.language}
      ids={{ en: `${text}-en`, pl: `${text}-pl` }}
      languageNames={languageNames}
      errors={{ en: errorOf(field(text, 'en')), pl: errorOf(field(text, 'pl')) }}
      required
      hint={hint}
      control={control}
    />
  );
  const area = (text: 'abstract' | 'content', label: string, rows: number, hint?: string) =>
    bilingual(
      text,
      label,
      (lang, props) => (
        <textarea {...props} className="field__input publication-form__area" lang={lang} rows={rows} value={values[field(text, lang)]} onChange={(event) => set(field(text, lang))(event.target.value)} />
      ),
      hint,
    );

  return (
    <form ref={form} className="publication-form" onSubmit={submit} noValidate>
      {backTo && (
        <p className="publication-form__back">
          <BackToTranslations />
        </p>
      )}
      {bilingual('title', t('blog.form.title'), (lang, props) => (
        <input {...props} className="field__input" lang={lang} value={values[field('title', lang)]} onChange={(event) => set(field('title', lang))(event.target.value)} />
      ))}
      {area('abstract', t('blog.form.abstract'), 3)}
      <div className="publication-form__content">
        {area('content', t('publicationAdmin.content'), 6, t('publicationAdmin.contentHint'))}
        <PublicationPreview content={{ pl: values.contentPl, en: values.contentEn }} language={i18n.language} languageNames={languageNames} />
      </div>
      {/* The picture in her words: upload one, or paste a link; the chosen one is shown. */}
      {/* Scheduled publishing: public by itself from this time (the shop's time), seen by admins only until then. */}
      <div className="field publication-form__schedule">
        <label className="field__label" htmlFor="publication-publish-at">
          {t('publicationAdmin.publishAt')}
        </label>
        <p className="publication-form__hint" id="publication-publish-at-hint">
          {t('publicationAdmin.publishAtHint')}
        </p>
        <input
          id="publication-publish-at"
          type="datetime-local"
          className="field__input publication-form__publish-at"
          value={values.publishAt}
          aria-describedby="publication-publish-at-hint"
          onChange={(event) => set('publishAt')(event.target.value)}
        />
      </div>
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
          value={uploaded ? '' : values.image}
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
        <button type="submit" className="button button--primary" disabled={busy} data-draft={mode === 'create' ? 'false' : undefined}>
          {mode === 'create' ? t('blog.form.publish') : t('blog.form.save')}
        </button>
        {/* Drafts: seen by admins only until published. */}
        {mode === 'create' && (
          <button type="submit" className="button button--ghost" disabled={busy} data-draft="true">
            {t('publicationAdmin.saveDraft')}
          </button>
        )}
        {mode === 'edit' && storedDraft && (
          <button type="submit" className="button button--ghost" disabled={busy} data-draft="false">
            {t('publicationAdmin.publishDraft')}
          </button>
        )}
        {mode === 'edit' && storedDraft === false && (
          <button type="submit" className="button button--ghost" disabled={busy} data-draft="true">
            {t('publicationAdmin.backToDraft')}
          </button>
        )}
        {mode === 'edit' && (
          // Cancel discards the draft on purpose: it goes unasked.
          <Link to={paths.blog.href()} className="button button--ghost" onClick={leave.allow}>
            {t('blog.form.cancel')}
          </Link>
        )}
        {actions?.(leave)}
      </div>
    </form>
  );
}
