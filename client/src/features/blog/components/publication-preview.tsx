import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { TextLanguage } from '../../../components/ui/bilingual-field';
import { MarkdownPreviewDocument } from '../../../gql/blog/graphql';
import { useTranslation } from '../../../lib/translation';
import { useBrokenImages } from '../use-broken-images';

const PREVIEW_DELAY_MS = 400;

export interface PublicationPreviewProps {
  /** The content as typed, in each language. */
  content: Record<TextLanguage, string>;
  /** The interface's language: its version comes first and is the tab a phone opens on. */
  language: string;
  /** "Polish", "English" in the interface's language. */
  languageNames: Record<TextLanguage, string>;
}

/**
 * The post's content as its page will show it, in both languages: side by side on a wide
 * screen, as two tabs on a phone, the interface's language first. The server renders and sanitises
 * it (the same as the published page); nothing renders Markdown in the browser.
 */
export function PublicationPreview({ content, language, languageNames }: PublicationPreviewProps) {
  const { t } = useTranslation();
  const first: TextLanguage = language === 'en' ? 'en' : 'pl';
  const order: TextLanguage[] = first === 'en' ? ['en', 'pl'] : ['pl', 'en'];
  const [shown, setShown] = useState<TextLanguage>(first);
  return (
    <section
      className="publication-form__preview publication-preview"
      aria-labelledby="publication-preview-title"
    >
      <h2 id="publication-preview-title" className="field__label">
        {t('blog.form.preview')}
      </h2>
      <div className="publication-preview__tabs" role="tablist">
        {order.map((lang) => (
          <button
            key={lang}
            type="button"
            role="tab"
            id={`preview-${lang}-tab`}
            aria-selected={shown === lang}
            aria-controls={`preview-${lang}`}
            className="bilingual__tab"
            onClick={() => setShown(lang)}
          >
            {languageNames[lang]}
          </button>
        ))}
      </div>
      <div className="publication-preview__versions">
        {order.map((lang) => (
          <PreviewVersion
            key={lang}
            lang={lang}
            source={content[lang]}
            name={languageNames[lang]}
            shown={shown === lang}
          />
        ))}
      </div>
    </section>
  );
}

/** One language's rendering, asked of the server a moment after she stops typing. */
function PreviewVersion({
  lang,
  source,
  name,
  shown,
}: {
  lang: TextLanguage;
  source: string;
  name: string;
  shown: boolean;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(source);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(source), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [source]);
  const preview = useQuery(MarkdownPreviewDocument, { variables: { content: asked }, skip: !asked.trim() });
  const html = asked.trim() ? (preview.data ?? preview.previousData)?.markdownPreview : '';
  const box = useRef<HTMLDivElement>(null);
  const broken = useBrokenImages(box, html);
  return (
    <div
      id={`preview-${lang}`}
      role="tabpanel"
      aria-labelledby={`preview-${lang}-name`}
      className={`publication-preview__version${shown ? ' publication-preview__version--shown' : ''}`}
    >
      <p id={`preview-${lang}-name`} className="publication-preview__name">
        {name}
      </p>
      {html ? (
        // The server's own rendering and sanitising (the same as the published page).
        <div ref={box} className="prose" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="publication-form__hint">{t('blog.form.previewEmpty')}</p>
      )}
      {broken.length > 0 && (
        <ul className="publication-form__broken" role="status">
          {broken.map((src) => (
            <li key={src}>{t('publicationAdmin.imageBroken', { src })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
