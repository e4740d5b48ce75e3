import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, LANGUAGES, type Language } from '../../lib/i18n';

export function LanguageSelect({ id = 'language-select' }: { id?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="language-select">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
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
    </div>
  );
}
