import { useEffect, useState, type ReactElement } from 'react';
import './bilingual-field.css';
import './text-field.css';

export type TextLanguage = 'pl' | 'en';

export interface BilingualFieldProps {
  /** What the text is ("Name"); each control is labelled with it and its language. */
  label: string;
  /** The interface's language: its version comes first, the one the maker writes first. */
  language: string;
  /** The controls' ids: stable, so a link can point straight at one (`#name-en`). */
  ids: Record<TextLanguage, string>;
  /** "Polish", "English" in the interface's language. */
  languageNames: Record<TextLanguage, string>;
  /** A refusal per version, in the visitor's words. */
  errors?: Partial<Record<TextLanguage, string | undefined>>;
  /** At least one version is needed: marked on the field, not on each control. */
  required?: boolean;
  /** A line under the field's name (what "required" means here). */
  hint?: string;
  /** The control of one version, given its id and label id (an input or a textarea). */
  control: (
    language: TextLanguage,
    props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string },
  ) => ReactElement;
}

/**
 * One text the maker writes, in both languages: side by side on a wide screen, as two tabs on a phone,
 * the interface's language first. A link to one version's id (`/jewellery/3/edit#name-en`) opens its
 * tab and focuses it.
 */
export function BilingualField({
  label,
  language,
  ids,
  languageNames,
  errors = {},
  required,
  hint,
  control,
}: BilingualFieldProps) {
  const first: TextLanguage = language === 'en' ? 'en' : 'pl';
  const order: TextLanguage[] = first === 'en' ? ['en', 'pl'] : ['pl', 'en'];
  // A link to one version's id opens on that version.
  const linked = () =>
    typeof window === 'undefined'
      ? undefined
      : order.find((lang) => ids[lang] === decodeURIComponent(window.location.hash.slice(1)));
  const [shown, setShown] = useState<TextLanguage>(() => linked() ?? first);
  useEffect(() => {
    const version = linked();
    if (!version) return;
    const element = document.getElementById(ids[version]);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'center' });
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A newly refused version is the one a phone shows.
  const refused = order.find((lang) => errors[lang]);
  const [lastRefused, setLastRefused] = useState(refused);
  if (refused !== lastRefused) {
    setLastRefused(refused);
    if (refused) setShown(refused);
  }

  return (
    <fieldset className="bilingual">
      <legend className="field__label bilingual__legend">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {hint && <p className="bilingual__hint">{hint}</p>}
      <div className="bilingual__tabs" role="tablist">
        {order.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`${ids[lang]}-tab`}
            aria-selected={shown === lang}
            aria-controls={`${ids[lang]}-panel`}
            aria-label={`${label}: ${languageNames[lang]}`}
            className={`bilingual__tab${errors[lang] ? ' bilingual__tab--invalid' : ''}`}
            onClick={() => setShown(lang)}
          >
            {languageNames[lang]}
          </button>
        ))}
      </div>
      <div className="bilingual__versions">
        {order.map((lang) => (
          <div
            key={lang}
            id={`${ids[lang]}-panel`}
            className={`field bilingual__version${shown === lang ? ' bilingual__version--shown' : ''}${errors[lang] ? ' field--invalid' : ''}`}
          >
            <label className="field__label" htmlFor={ids[lang]}>
              {label} ({languageNames[lang]})
            </label>
            {control(lang, {
              id: ids[lang],
              'aria-invalid': errors[lang] ? true : undefined,
              'aria-describedby': errors[lang] ? `${ids[lang]}-error` : undefined,
            })}
            {errors[lang] && (
              <p className="field__error" id={`${ids[lang]}-error`}>
                {errors[lang]}
              </p>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
