import type { Availability } from '../../../gql/graphql';
import { contactDetails } from '../../../lib/contact-details';
import { useHydrated } from '../../../lib/use-hydrated';
import { useTranslation } from '../../../lib/translation';

/**
 * "Ask about this piece": opens the visitor's mail app addressed to the studio (the
 * contact page's address), with a subject naming the piece and a body with its link, in the page's
 * language; for a sold piece it asks for something like it. Nothing is sent or stored by the shop.
 */
export function AskAboutPiece({ id, name, availability }: { id: number; name: string; availability: Availability }) {
  const { t, i18n } = useTranslation();
  // The piece's address needs the shop's origin, which the browser knows: the link gets it once hydrated
  // (the server's render and the first client render agree without it).
  const path = `/jewellery/${id}${i18n.language === 'en' ? '?lang=en' : ''}`;
  const link = (useHydrated() ? window.location.origin : '') + path;
  const sold = availability === 'SOLD' ? 'Sold' : '';
  const subject = t('catalogue.ask.subject', { name, id });
  const body = t(`catalogue.ask.body${sold}`, { name, link });
  return (
    <p className="product__ask">
      <a className="button button--primary" href={`mailto:${contactDetails.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}>
        {t(`catalogue.ask.button${sold}`)}
      </a>
    </p>
  );
}
