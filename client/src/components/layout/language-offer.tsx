import { useTranslation } from '../../lib/translation';
import { changeLanguage, type Language } from '../../lib/i18n';
import en from './locales/language-offer.en.json';
import pl from './locales/language-offer.pl.json';
import './language-offer.css';

/** Each language's offer, in that language (the page is still in the other one). */
const TEXTS: Record<Language, typeof en> = { en, pl };

/**
 * A first visit whose browser prefers the other language keeps the spec's default and is
 * offered the other one once, in that language. Loaded only when offered (layout.tsx decides).
 */
export default function LanguageOffer({ language, onClose }: { language: Language; onClose: () => void }) {
  const { i18n } = useTranslation();
  const texts = TEXTS[language];
  return (
    <section className="language-offer" lang={language} aria-labelledby="language-offer-question">
      <p id="language-offer-question" className="language-offer__question">
        {texts.question}
      </p>
      <div className="language-offer__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onClose();
            void changeLanguage(i18n, language);
          }}
        >
          {texts.accept}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {texts.dismiss}
        </button>
      </div>
    </section>
  );
}
