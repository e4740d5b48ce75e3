import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { BilingualField, type TextLanguage } from '../../../components/ui/bilingual-field';
import { BackToTranslations, useBackTo } from '../../../lib/back-to';
import { version, versionErrors } from '../../../lib/forms/bilingual';
import { PictureField } from './publication-picture';
import { PublicationPreview } from './publication-preview';
import { usePublicationForm, type PublicationText } from './use-publication-form';
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
export type PublicationSubmit = Omit<PublicationFormValues, 'publishAt'> & {
  publishAt: string | null;
  draft?: boolean;
};

export interface PublicationFormProps {
  mode: 'create' | 'edit';
  initial?: PublicationFormValues;
  /**
   * Sends the publication; answers the refusal's per-field reasons when the server named any; `leave.allow()` before it navigates away.
   * `draft`: true keeps (or takes back) the post as a draft, false publishes it, left out the state stays.
   */
  onSubmit: (
    input: PublicationSubmit,
    leave: { allow: () => void },
  ) => Promise<Record<string, string[]> | void>;
  /** The stored state on an edit: a draft is seen by admins only. */
  draft?: boolean;
  busy: boolean;
  /** A message for the whole form (spec §5), set by the page. */
  message?: string;
  onMessage: (message: string | undefined) => void;
  /** More actions beside Save and Cancel (the edit screen's Delete), handed the leave guard so they can go unasked. */
  actions?: (leave: { allow: () => void }) => ReactNode;
}

/**
 * Spec §2's create and edit publication form: title, abstract (3 rows), content in Markdown (6 rows) with
 * the page's rendering beside it, image. Required fields are checked before sending (spec §5); nothing
 * typed is lost when the server refuses.
 */
export function PublicationForm(props: PublicationFormProps) {
  const { mode, busy, message, actions, draft: storedDraft } = props;
  const { t, i18n } = useTranslation();
  const backTo = useBackTo();
  const { form, values, set, leave, errorOf, submit } = usePublicationForm(props);
  const languageNames = { en: t('publicationAdmin.languageEn'), pl: t('publicationAdmin.languagePl') };

  const bilingual = (
    text: PublicationText,
    label: string,
    control: (lang: TextLanguage, props: { id: string }) => ReactElement,
    hint = t('publicationAdmin.eitherLanguage'),
  ) => (
    <BilingualField
      label={label}
      language={i18n.language}
      ids={{ en: `${text}-en`, pl: `${text}-pl` }}
      languageNames={languageNames}
      errors={versionErrors(text, errorOf)}
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
        <textarea
          {...props}
          className="field__input publication-form__area"
          lang={lang}
          rows={rows}
          value={values[version(text, lang)]}
          onChange={(event) => set(version(text, lang), event.target.value)}
        />
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
        <input
          {...props}
          className="field__input"
          lang={lang}
          value={values[version('title', lang)]}
          onChange={(event) => set(version('title', lang), event.target.value)}
        />
      ))}
      {area('abstract', t('blog.form.abstract'), 3)}
      <div className="publication-form__content">
        {area('content', t('publicationAdmin.content'), 6, t('publicationAdmin.contentHint'))}
        <PublicationPreview
          content={{ pl: values.contentPl, en: values.contentEn }}
          language={i18n.language}
          languageNames={languageNames}
        />
      </div>
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
          onChange={(event) => set('publishAt', event.target.value)}
        />
      </div>
      <PictureField image={values.image} onChange={(image) => set('image', image)} error={errorOf('image')} />
      <p className="publication-form__message" role="alert">
        {message}
      </p>
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          data-draft={mode === 'create' ? 'false' : undefined}
        >
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
