import { useTranslation } from 'react-i18next';
import { useFavourites } from '../use-favourites';

/** The favourite heart (spec §2): only for signed-in visitors, filled when the piece is kept. */
export function FavouriteHeart({ productId, name, className = '' }: { productId: number; name: string; className?: string }) {
  const { t } = useTranslation();
  const { enabled, isFavourite, toggle, busy } = useFavourites();
  if (!enabled) return null;
  const on = isFavourite(productId);
  return (
    <button
      type="button"
      className={`favourite-heart${on ? ' favourite-heart--on' : ''} ${className}`}
      aria-pressed={on}
      aria-label={t(on ? 'catalogue.removeFavourite' : 'catalogue.addFavourite', { name })}
      disabled={busy}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle(productId);
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.7"
        />
      </svg>
    </button>
  );
}
