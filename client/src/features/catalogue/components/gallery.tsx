import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { ResponsiveImage, type ImageData } from '../../../components/ui/responsive-image';

/** Spec §4 and §9: about 150 ms out, then 150 ms in, the next image loaded before it shows. */
const FADE_MS = 150;
const SWIPE_PX = 40;
/** How wide the gallery's picture shows beside the text, or across a phone. */
export const GALLERY_IMAGE_SIZES = '(min-width: 900px) 560px, 92vw';

function preload(image: ImageData): Promise<void> {
  return new Promise((resolve) => {
    const element = new Image();
    element.onload = element.onerror = () => resolve();
    element.src = image.imageUrl;
  });
}

/** Spec §2's gallery: previous/next wrapping round, a fade, 'n / total', a fullscreen view; keys and swipes too. */
export function Gallery({ images, name }: { images: ImageData[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const touchX = useRef<number | null>(null);
  // Where quick repeated clicks are heading: each step counts from the last one asked for, not the one shown.
  const target = useRef(0);
  const closeButton = useRef<HTMLButtonElement>(null);

  const go = useCallback(
    async (step: number) => {
      if (images.length < 2) return;
      const next = (target.current + step + images.length) % images.length;
      target.current = next;
      await preload(images[next]);
      if (target.current !== next) return;
      setFading(true);
      setTimeout(() => {
        setIndex(target.current);
        setFading(false);
      }, FADE_MS);
    },
    [images],
  );

  useEffect(() => {
    if (!fullscreen) return;
    closeButton.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
      if (event.key === 'ArrowRight') void go(1);
      if (event.key === 'ArrowLeft') void go(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen, go]);

  if (images.length === 0) return <p className="gallery gallery--empty">{t('catalogue.noImages')}</p>;

  const image = images[index];
  // A photo without its own alt text is named by the piece and its place.
  const alt = image.altText || t('catalogue.photoOf', { name, number: index + 1, total: images.length });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') void go(1);
    if (event.key === 'ArrowLeft') void go(-1);
  };
  // One finger swipes between photos; two are a pinch (the browser zooms), never a swipe.
  const onTouchStart = (event: TouchEvent) => (touchX.current = event.touches.length === 1 ? event.touches[0].clientX : null);
  const onTouchEnd = (event: TouchEvent) => {
    if (touchX.current === null) return;
    const dx = event.changedTouches[0].clientX - touchX.current;
    touchX.current = null;
    if (Math.abs(dx) > SWIPE_PX) void go(dx < 0 ? 1 : -1);
  };

  return (
    <div className="gallery" role="group" aria-roledescription={t('catalogue.gallery')} aria-label={name} onKeyDown={onKeyDown}>
      <button
        type="button"
        className={`gallery__stage${fading ? ' gallery__stage--fading' : ''}`}
        onClick={() => setFullscreen(true)}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <ResponsiveImage image={image} alt={alt} sizes={GALLERY_IMAGE_SIZES} priority={index === 0} className="gallery__image" />
        <span className="visually-hidden">{t('catalogue.openFullscreen')}</span>
      </button>
      {images.length > 1 && (
        <div className="gallery__controls">
          <button type="button" className="icon-button" onClick={() => void go(-1)} aria-label={t('catalogue.previousImage')}>
            ‹
          </button>
          <span className="gallery__counter" aria-live="polite">
            {index + 1} / {images.length}
          </span>
          <button type="button" className="icon-button" onClick={() => void go(1)} aria-label={t('catalogue.nextImage')}>
            ›
          </button>
        </div>
      )}
      {fullscreen && (
        <div
          className="gallery__overlay"
          role="dialog"
          aria-modal="true"
          aria-label={name}
          style={{ '--ratio': image.width / image.height } as CSSProperties}
          onClick={(event) => event.target === event.currentTarget && setFullscreen(false)}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <button ref={closeButton} type="button" className="icon-button gallery__close" onClick={() => setFullscreen(false)} aria-label={t('catalogue.closeFullscreen')}>
            ×
          </button>
          <ResponsiveImage image={image} alt={alt} sizes="100vw" className={`gallery__full${fading ? ' gallery__full--fading' : ''}`} />
        </div>
      )}
    </div>
  );
}
