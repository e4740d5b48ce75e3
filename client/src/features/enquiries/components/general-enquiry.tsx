import './general-enquiry.css';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useTranslation } from '../../../lib/translation';

// The form's code and texts load on the first click (the same chunk as a piece's "Ask about this piece").
const EnquiryForm = lazy(() => import('./enquiry-form').then((module) => ({ default: module.EnquiryForm })));

/**
 * A general question to the maker (POST /api/enquiries through its GraphQL twin): a button that opens the
 * enquiry form, with no piece named. `button` is the key of the button's text (the bridal page asks
 * about a set made to order, /contact asks anything).
 */
export function GeneralEnquiry({
  button,
}: {
  button: 'catalogue.ask.buttonGeneral' | 'catalogue.ask.buttonBridal';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // A tap before the page has hydrated would do nothing: the button waits for it, as the login form's does.
  const hydrated = useHydrated();
  return (
    <div className="general-enquiry">
      <p className="general-enquiry__actions">
        <button
          type="button"
          className="button button--primary"
          aria-expanded={open}
          disabled={!hydrated}
          onClick={() => setOpen(true)}
        >
          {t(button)}
        </button>
      </p>
      {open && (
        <Suspense fallback={null}>
          <EnquiryForm />
        </Suspense>
      )}
    </div>
  );
}
