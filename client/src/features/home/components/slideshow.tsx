import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { HomeSlideshowDocument } from '../../../gql/graphql';
import { useHydrated } from '../../../lib/use-hydrated';

/** Spec §9: a new picture every 4 s, crossfading over 1 s (home.css). */
export const SLIDE_INTERVAL_MS = 4000;
/** The slides fill the screen behind a veil: half the width's detail is plenty. */
export const SLIDE_SIZES = '50vw';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's background: pictures of random pieces (the route's loader fetched them), the
 * current one and the next one in the page, so the next is loaded before it fades in. The server's
 * page holds the first one only: the next joins once the page has hydrated, so on a slow phone its
 * picture does not share the connection with the first (the page's largest paint) and the fonts.
 * Still for visitors who ask for reduced motion.
 */
export function Slideshow() {
  const { data } = useQuery(HomeSlideshowDocument);
  const images = data?.randomImages ?? [];
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();

  useEffect(() => {
    if (images.length < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % images.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [images.length]);

  if (!images.length) return null;
  const next = hydrated ? (index + 1) % images.length : index;
  return (
    <div className="slideshow" aria-hidden="true">
      {images.map((image, position) =>
        position === index || position === next ? (
          <div
            key={image.id}
            className={`slideshow__slide${position === index ? ' slideshow__slide--shown' : ''}`}
          >
            <ResponsiveImage
              image={image}
              alt=""
              sizes={SLIDE_SIZES}
              priority={position === 0}
              className="slideshow__image"
            />
          </div>
        ) : null,
      )}
    </div>
  );
}
