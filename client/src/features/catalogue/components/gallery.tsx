import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import { useLocation } from 'react-router';
import { fallbackLang, useTranslation } from '../../../lib/translation';
import { ResponsiveImage, type ImageData } from '../../../components/ui/responsive-image';

/** Spec §4 and §9: about 150 ms out, then 150 ms in, the next image loaded before it shows. */
const FADE_MS = 150;
const SWIPE_PX = 40;
/** How wide the gallery's picture shows beside the text, or across a phone. */
export const GALLERY_IMAGE_SIZES = '(min-width: 900px) 560px, 92vw';

// The full-screen viewer's code loads when a visitor first opens it, never with the page.
const Lightbox = lazy(() => import('./lightbox').then((module) => ({ default: module.Lightbox })));
/** How wide a thumbnail shows under the main photo. */
const THUMB_SIZES = '64px';

/**
 * The full-screen view is an entry of the tab's history, so Back (a phone's back gesture) closes it and a
 * second Back leaves the piece. The entry is the piece's own (the same address, and the router's key and
 * index in its state) with the photo shown added under this name: a reload or a step forward onto it opens
 * the photo again, and a shared link (no state) opens the piece.
 */
const PHOTO = 'galleryPhoto';
const entry = () => history.state as Record<string, unknown> | null;

function preload(image: ImageData): Promise<void> {
  return new Promise((resolve) => {
    const element = new Image();
    element.onload = element.onerror = () => resolve();
    element.src = image.imageUrl;
  });
}

/** Spec §2's gallery: previous/next wrapping round, a fade, 'n / total', a fullscreen view; keys and swipes too. */
export function Gallery({ images, name }: { images: ImageData[]; name: string }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const touchX = useRef<number | null>(null);
  // Where quick repeated clicks are heading: each step counts from the last one asked for, not the one shown.
  const target = useRef(0);
  const stage = useRef<HTMLButtonElement>(null);
  // The router's key of the page shown: its entry and its photo's share it.
  const { key } = useLocation();

  const show = useCallback(
    async (next: number) => {
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
  const go = useCallback(
    (step: number) => {
      if (images.length < 2) return;
      void show((target.current + step + images.length) % images.length);
    },
    [images, show],
  );
  // Focus goes back to the photo the full screen was opened from.
  const closed = useCallback(() => {
    setFullscreen(false);
    stage.current?.focus();
  }, []);
  const open = () => {
    history.pushState({ ...entry(), [PHOTO]: target.current }, '');
    setFullscreen(true);
  };
  // The close button, Escape or a tap beside the photo take its entry back off the history (its popstate is then no news).
  const close = useCallback(() => {
    closed();
    if (typeof entry()?.[PHOTO] === 'number') history.back();
  }, [closed]);

  const count = images.length;
  useEffect(() => {
    // A reload, or a step onto the entry from another page: the photo it names shows again (the first, if
    // that one is gone). Back and forward between the piece and its photo close and open it: the two entries
    // share the router's key (its first entry has none: 'default'). To the router that step is a POP to the
    // same address: its loaders are answered from the cache, its scroll position is the one it had.
    const reopen = (photo: unknown) => {
      if (typeof photo !== 'number') return false;
      target.current = photo < count ? photo : 0;
      setIndex(target.current);
      setFullscreen(true);
      return true;
    };
    reopen(entry()?.[PHOTO]);
    const onPop = (event: PopStateEvent) => {
      const state = event.state as ReturnType<typeof entry>;
      if ((state?.key ?? 'default') === key && !reopen(state?.[PHOTO])) closed();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [key, count, closed]);

  // The entry names the photo shown, for a reload or a step forward onto it.
  useEffect(() => {
    const state = entry();
    if (fullscreen && typeof state?.[PHOTO] === 'number')
      history.replaceState({ ...state, [PHOTO]: index }, '');
  }, [fullscreen, index]);

  if (images.length === 0) return <p className="gallery gallery--empty">{t('catalogue.noImages')}</p>;

  const image = images[index];
  // A photo without its own alt text is named by the piece and its place.
  const alt = image.altText || t('catalogue.photoOf', { name, number: index + 1, total: images.length });
  // Its language when it is the maker's, written only in the other one.
  const altLang = image.altText ? fallbackLang(image.altTextLang, i18n.language) : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (fullscreen) return;
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };
  // One finger swipes between photos; two are a pinch (the browser zooms), never a swipe.
  const onTouchStart = (event: TouchEvent) =>
    (touchX.current = event.touches.length === 1 ? event.touches[0].clientX : null);
  const onTouchEnd = (event: TouchEvent) => {
    if (touchX.current === null) return;
    const dx = event.changedTouches[0].clientX - touchX.current;
    touchX.current = null;
    if (Math.abs(dx) > SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <div
      className="gallery"
      role="group"
      aria-roledescription={t('catalogue.gallery')}
      aria-label={name}
      onKeyDown={onKeyDown}
    >
      <button
        ref={stage}
        type="button"
        className={`gallery__stage${fading ? ' gallery__stage--fading' : ''}`}
        onClick={open}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <ResponsiveImage
          image={image}
          alt={alt}
          altLang={altLang}
          sizes={GALLERY_IMAGE_SIZES}
          priority={index === 0}
          className="gallery__image"
        />
        <span className="visually-hidden">{t('catalogue.openFullscreen')}</span>
      </button>
      {images.length > 1 && (
        <div className="gallery__controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => go(-1)}
            aria-label={t('catalogue.previousImage')}
          >
            ‹
          </button>
          <span className="gallery__counter" aria-live="polite">
            {index + 1} / {images.length}
          </span>
          <button
            type="button"
            className="icon-button"
            onClick={() => go(1)}
            aria-label={t('catalogue.nextImage')}
          >
            ›
          </button>
        </div>
      )}
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((thumb, number) => (
            <li key={thumb.imageUrl}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('catalogue.showPhoto', { number: number + 1, total: images.length })}
                aria-current={number === index ? 'true' : undefined}
                onClick={() => void show(number)}
              >
                <ResponsiveImage image={thumb} alt="" sizes={THUMB_SIZES} className="gallery__thumb-image" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullscreen && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={index}
            name={name}
            alt={alt}
            altLang={altLang}
            fading={fading}
            onStep={go}
            onClose={close}
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          />
        </Suspense>
      )}
    </div>
  );
}
