import { lazy, Suspense, useState } from 'react';
import type { Availability } from '../../../gql/graphql';
import { Link } from '../../../components/ui/link';
import { contactDetails } from '../../../lib/contact-details';
import { useHydrated } from '../../../lib/use-hydrated';
import { currentLanguage } from '../../../lib/i18n';
import { toIn } from '../../../lib/language-address';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../lib/paths';

// The form's code loads on the first click: the product page's script stays within its budget.
const EnquiryForm = lazy(() => import('./enquiry-form').then((module) => ({ default: module.EnquiryForm })));

/**
 * "Ask about this piece": opens the shop's enquiry form (mailed to the maker, a copy to the visitor);
 * beside it, "or write from your mail app" opens the visitor's mail app addressed to the studio, with a
 * subject naming the piece and a body with its link, in the page's language. For a sold piece both ask
 * for something like it.
 */
export function AskAboutPiece({
  id,
  name,
  availability,
  reserved,
}: {
  id: number;
  name: string;
  availability: Availability;
  reserved?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // The piece's address needs the shop's origin, which the browser knows: the link gets it once hydrated
  // (the server's render and the first client render agree without it).
  const path = toIn(paths.product.href(id), currentLanguage(i18n)) as string;
  const hydrated = useHydrated();
  const link = (hydrated ? window.location.origin : '') + path;
  const sold = availability === 'SOLD' ? 'Sold' : '';
  const buyable = !reserved && availability !== 'SOLD';
  const subject = t('catalogue.ask.subject', { name, id });
  const body = t(`catalogue.ask.body${sold}`, { name, link });
  return (
    <div className="product__ask">
      {/* Buying: a free piece is reserved, a made-to-order one asked for (checkout), a sold or held one neither (its status says until when). */}
      {buyable && (
        <p className="product__buy">
          <Link className="button button--primary" to={paths.checkout.href(id)}>
            {t(availability === 'MADE_TO_ORDER' ? 'catalogue.order.madeToOrder' : 'catalogue.order.reserve')}
          </Link>
        </p>
      )}
      <p className="product__ask-actions">
        <button
          type="button"
          className={`button ${buyable ? 'button--ghost' : 'button--primary'}`}
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
    </div>
  );
}
