import { useTranslation } from '../../../lib/translation';
import { useFavourites } from '../use-favourites';

/**
 * The favourite heart (spec §2), filled when the piece is kept. Only signed-in visitors get one: the
 * parent renders it for them alone, so anonymous pages run none of its queries.
 */
export function FavouriteHeart({
  productId,
  name,
  className = '',
}: {
  productId: number;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { isFavourite, toggle, busy } = useFavourites();
  const on = isFavourite(productId);
  return (
    <button
      type="button"
      className={`favourite-heart${on ? ' favourite-heart--on' : ''} ${className}`}
      aria-pressed={on}
      aria-label={t(on ? 'catalogue.removeFavourite' : 'catalogue.addFavourite', { name })}
      // Not disabled while its call runs: a disabled button loses the focus (to the page's top).
      aria-disabled={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!busy) toggle(productId);
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
