import { lazy, Suspense, useState } from 'react';
import type { Availability } from '../../../gql/graphql';
import { contactDetails } from '../../../lib/contact-details';
import { useHydrated } from '../../../lib/use-hydrated';
import { currentLanguage } from '../../../lib/i18n';
import { toIn } from '../../../lib/language-address';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../lib/paths';

// The form's code loads on the first click: the product page's script stays within its budget.
const EnquiryForm = lazy(() => import('./enquiry-form').then((module) => ({ default: module.EnquiryForm })));

/** The piece a question is about, as its page shows it. */
export interface AskedPiece {
  id: number;
  name: string;
  availability: Availability;
}

/**
 * "Ask about this piece": opens the shop's enquiry form (mailed to the maker, a copy to the visitor);
 * beside it, "or write from your mail app" opens the visitor's mail app addressed to the studio, with a
 * subject naming the piece and a body with its link, in the page's language. For a sold piece both ask
 * for something like it. `primary`: the page offers no way to buy the piece, so this is its main action.
 */
export function AskAboutPiece({ id, name, availability, primary }: AskedPiece & { primary: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // The piece's address needs the shop's origin, which the browser knows: the link gets it once hydrated
  // (the server's render and the first client render agree without it).
  const path = toIn(paths.product.href(id), currentLanguage(i18n)) as string;
  const hydrated = useHydrated();
  const link = (hydrated ? window.location.origin : '') + path;
  const sold = availability === 'SOLD' ? 'Sold' : '';
  const subject = t('catalogue.ask.subject', { name, id });
  const body = t(`catalogue.ask.body${sold}`, { name, link });
  return (
    <>
      <p className="product__ask-actions">
        <button
          type="button"
          className={`button ${primary ? 'button--primary' : 'button--ghost'}`}
          aria-expanded={open}
          disabled={!hydrated}
          onClick={() => setOpen(true)}
        >
          {t(`catalogue.ask.button${sold}`)}
        </button>{' '}
        <a
          className="product__ask-mail"
          href={`mailto:${contactDetails.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}
        >
          {t('catalogue.ask.mailApp')}
        </a>
      </p>
      {open && (
        <Suspense fallback={null}>
          <EnquiryForm productId={id} pieceName={name} />
        </Suspense>
      )}
    </>
  );
}
