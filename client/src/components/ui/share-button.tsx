import { useState } from 'react';
import { languageOf, toIn } from '../../lib/language-address';
import { useHydrated } from '../../lib/use-hydrated';
import { useTranslation } from '../../lib/translation';

/**
 * Share a piece or a post: the browser's own share sheet where it has one (phones), else the page's
 * address copied, in the language it is read in, and said so in a live region. No third party's script:
 * the sheet is the system's, the address the shop's own.
 */
export function ShareButton({
  path,
  title,
  className = '',
}: {
  path: string;
  title: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  // What the live region says: nothing yet, that the link was copied, or the link itself when the browser refused the clipboard.
  const [said, say] = useState('');
  const share = async () => {
    const url = location.origin + (toIn(path, languageOf(i18n)) as string);
    if (navigator.share) {
      // Closing the sheet rejects; there is nothing to say then.
      return navigator.share({ title, url }).catch(() => undefined);
    }
    say(
      await navigator.clipboard.writeText(url).then(
        () => t('share.copied'),
        () => url,
      ),
    );
  };
  return (
    <p className={`button-row share ${className}`}>
      <button
        type="button"
        className="button button--ghost"
        disabled={!hydrated}
        onClick={() => void share()}
      >
        {t('share.button')}
      </button>
      {/* A live region, not a status: a page has one status, the notice of what was just done (the tests find it by its role). */}
      <span aria-live="polite">{said}</span>
    </p>
  );
}
