import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { BilingualField } from '../../../components/ui/bilingual-field';
import { MultiSelect } from '../../../components/ui/multi-select';
import { StatusNotice } from '../../../components/ui/status-notice';
import type { Availability } from '../../../gql/catalogue-admin/graphql';
import { BackToTranslations } from '../../../lib/back-to';
import { versionErrors } from '../../../lib/forms/bilingual';
import { PhotoList } from './photo-list';
import { RefusalList } from './product-refusal';
import { useProductForm, type ProductFormOptions, type ProductFormState } from './use-product-form';
import '../../../components/ui/text-field.css';
import './product-form.css';
import { paths } from '../../../lib/paths';

interface ProductFormProps extends ProductFormOptions {
  /** Edit: the product, for a plain link back to its page beside Cancel (which goes to the list, spec §2). */
  productId?: number;
}

const AVAILABILITIES: Availability[] = ['AVAILABLE', 'SOLD', 'MADE_TO_ORDER'];

/** Spec §2 "Create product" and "Edit product": one form, on a phone as on a desktop. */
export function ProductForm({ productId, ...options }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const state = useProductForm(options);
  const { mode } = options;
  const { id, form, values, set, colors, categories, sending, submit, shownMessage, fieldError } = state;
  const languageNames = { en: t('productForm.languageEn'), pl: t('productForm.languagePl') };

  return (
    <form
      ref={form}
      className="product-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={sending}
    >
      {mode === 'edit' && productId !== undefined && (
        <p className="product-form__back">
          <Link to={paths.product.href(productId)}>{t('productForm.backToProduct')}</Link>
          <BackToTranslations className="product-form__back-to" />
        </p>
      )}
      <BilingualField
        label={t('productForm.name')}
        language={i18n.language}
        ids={{ en: 'name-en', pl: 'name-pl' }}
        languageNames={languageNames}
        errors={versionErrors('name', fieldError)}
        required
        hint={t('productForm.eitherLanguage')}
        control={(lang, props) => {
          const field = lang === 'en' ? 'nameEn' : 'namePl';
          return (
            <input
              {...props}
              className="field__input"
              lang={lang}
              value={values[field]}
              maxLength={200}
              onChange={(e) => set(field, e.target.value)}
            />
          );
        }}
      />
      <div className="product-form__grid">
        <Field id={`${id}-price`} label={t('productForm.price')} error={fieldError('price')}>
          <input
            id={`${id}-price`}
            className="field__input"
            inputMode="decimal"
            value={values.price}
            placeholder={i18n.language === 'en' ? '0.00' : '0,00'}
            onChange={(e) => set('price', e.target.value)}
          />
        </Field>
        <Field id={`${id}-availability`} label={t('productForm.availability')}>
          <select
            id={`${id}-availability`}
            className="field__input"
            value={values.availability}
            onChange={(e) => set('availability', e.target.value as Availability)}
          >
            {AVAILABILITIES.map((value) => (
              <option key={value} value={value}>
                {t(`catalogue.availability.${value}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <BilingualField
        label={t('productForm.description')}
        language={i18n.language}
        ids={{ en: 'description-en', pl: 'description-pl' }}
        languageNames={languageNames}
        errors={versionErrors('description', fieldError)}
        required
        hint={t('productForm.eitherLanguage')}
        control={(lang, props) => {
          const field = lang === 'en' ? 'descriptionEn' : 'descriptionPl';
          return (
            <textarea
              {...props}
              className="field__input"
              rows={5}
              lang={lang}
              value={values[field]}
              onChange={(e) => set(field, e.target.value)}
            />
          );
        }}
      />
      <div className="product-form__choices">
        <MultiSelect
          label={t('catalogue.colors')}
          options={colors.map((color) => ({ id: color.id, name: color.name, swatch: color.hex }))}
          selected={values.colorIds}
          onChange={(selected) => set('colorIds', selected)}
          summary={(count) => t('catalogue.selected', { count })}
        />
        <MultiSelect
          label={t('catalogue.categories')}
          options={categories}
          selected={values.categoryIds}
          onChange={(selected) => set('categoryIds', selected)}
          summary={(count) => t('catalogue.selected', { count })}
        />
      </div>
      {(fieldError('colorIds') || fieldError('categoryIds')) && (
        <p className="field__error">
          {[fieldError('colorIds'), fieldError('categoryIds')].filter(Boolean).join(' ')}
        </p>
      )}

      <PhotoList mode={mode} state={state} />

      {/* Scheduled publishing: public by itself from this time (the shop's time), seen by admins only until then. */}
      <div className="field product-form__schedule">
        <label className="field__label" htmlFor={`${id}-publish-at`}>
          {t('productForm.publishAt')}
        </label>
        <p className="product-form__hint" id={`${id}-publish-at-hint`}>
          {t('productForm.publishAtHint')}
        </p>
        <input
          id={`${id}-publish-at`}
          type="datetime-local"
          className="field__input product-form__publish-at"
          value={values.publishAt}
          aria-describedby={`${id}-publish-at-hint`}
          onChange={(event) => set('publishAt', event.target.value)}
        />
      </div>

      {/* What has no field of its own (each refused photo is named at its card too) stands above the bar. */}
      <RefusalList lines={shownMessage?.details} />
      <SubmitBar mode={mode} state={state} />
    </form>
  );
}

/** The bar at the bottom: the answer to the last attempt, the upload's progress, and the buttons. */
function SubmitBar({ mode, state }: { mode: 'create' | 'edit'; state: ProductFormState }) {
  const { t } = useTranslation();
  const { values, sending, progress, shownMessage } = state;
  // The answer shows in the bar she just tapped, in one line: each refusal stands under its field.
  return (
    <div className="product-form__submit">
      {shownMessage && (
        <StatusNotice
          text={shownMessage.text}
          tone={shownMessage.tone === 'alert' ? 'alert' : 'info'}
          inBar
        />
      )}
      {progress && (
        <p className="product-form__sending" role="status">
          {t('productForm.sending', {
            percent: progress.total ? Math.round((progress.sent / progress.total) * 100) : 0,
          })}
        </p>
      )}
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          data-draft={mode === 'create' ? 'false' : undefined}
        >
          {t(mode === 'create' ? 'productForm.publish' : 'productForm.save')}
        </button>
        {/* Drafts: seen by admins only until published. */}
        {mode === 'create' && (
          <button type="submit" className="button button--ghost" disabled={sending} data-draft="true">
            {t('productForm.saveDraft')}
          </button>
        )}
        {mode === 'edit' && values.draft && (
          <button type="submit" className="button button--ghost" disabled={sending} data-draft="false">
            {t('productForm.publishDraft')}
          </button>
        )}
        {mode === 'edit' && values.draft === false && (
          <button type="submit" className="button button--ghost" disabled={sending} data-draft="true">
            {t('productForm.backToDraft')}
          </button>
        )}
        {mode === 'edit' && (
          // Cancel goes to the list (spec §2), asking first when anything is unsaved.
          <Link to={paths.jewellery.href()} className="button button--ghost">
            {t('productForm.cancel')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** A labelled control with its refusal under it: the control is marked invalid and described by it. */
function Field({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {cloneElement(children, {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
