import { useTranslation } from '../../../lib/translation';
import { formatRating, ratingBand } from '../format';

/** The average rating in spec §4's colour bands; 'No rates' when there is none; with `count`, how many rated it too. */
export function RatingBadge({ rate, count }: { rate: number; count?: number }) {
  const { t, i18n } = useTranslation();
  const band = ratingBand(rate);
  const value = formatRating(rate, i18n.language);
  return (
    <span className={`rating-badge rating-badge--${band}`}>
      {band === 'none' ? (
        t('catalogue.noRates')
      ) : (
        <>
          <span aria-hidden="true">★ </span>
          <span className="visually-hidden">{t('catalogue.ratingLabel')} </span>
          {value}
          {count !== undefined && count > 0 && (
            <>
              <span aria-hidden="true"> · </span>
              {t('catalogue.ratingCount', { count })}
            </>
          )}
        </>
      )}
    </span>
  );
}
