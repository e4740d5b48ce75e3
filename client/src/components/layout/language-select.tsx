import { useTranslation } from '../../lib/translation';
import { CheckIcon } from '../ui/icons';
import { changeLanguage, currentLanguage, LANGUAGES, type Language } from '../../lib/i18n';

/** Inside the header's preference form: without the app, the chosen language is sent to the server. */
export function LanguageSelect({ id = 'language-select' }: { id?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        name="lang"
        className="language-select__input"
        value={currentLanguage(i18n)}
        onChange={(event) => void changeLanguage(i18n, event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {language.toUpperCase()}
          </option>
        ))}
      </select>
      {/* Without JavaScript a choice needs sending; before the app, early-input.ts sends it on change. */}
      <noscript>
        <button
          type="submit"
          className="icon-button"
          aria-label={t('header.applyLanguage')}
          title={t('header.applyLanguage')}
        >
          <CheckIcon />
        </button>
      </noscript>
    </div>
  );
}
