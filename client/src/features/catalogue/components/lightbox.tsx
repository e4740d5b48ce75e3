import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
  type TouchEvent,
} from 'react';
import { useTranslation } from '../../../lib/translation';
import { type TextLoaders, useLazyTexts } from '../../../lib/use-lazy-texts';
import { ResponsiveImage, type ImageData } from '../../../components/ui/responsive-image';

interface LightboxProps {
  images: ImageData[];
  index: number;
  name: string;
  alt: string;
  altLang?: string;
  fading: boolean;
  onStep: (step: number) => void;
  onClose: () => void;
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
}

/** The zoom hint's texts come with the viewer's chunk (the product page's first script stays small). */
const loaders: TextLoaders = {
  pl: () => import('../locales/zoom-hint.pl.json'),
  en: () => import('../locales/zoom-hint.en.json'),
};

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';
/** A double tap zooms this far in; a pinch between 1 and MAX_ZOOM. */
const TAP_ZOOM = 2.5;
const MAX_ZOOM = 4;
/** Two taps this close in time (ms) and place (px) are a double tap; a finger moving further is no tap. */
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 24;
/** A mouse moving a zoomed photo further than this drags it: its click closes nothing and its double click zooms nothing. */
const DRAG_SLOP_PX = 4;
const AFTER_DRAG_MS = 400;

interface Zoom {
  scale: number;
  x: number;
  y: number;
}
const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
type Point = { x: number; y: number };
type Gesture =
  { kind: 'pinch'; distance: number; scale: number; at: Point } | { kind: 'pan'; from: Point; zoom: Zoom };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const pointOf = (touch: { clientX: number; clientY: number }): Point => ({
  x: touch.clientX,
  y: touch.clientY,
});
const middle = (event: TouchEvent): Point => {
  const [a, b] = [pointOf(event.touches[0]), pointOf(event.touches[1])];
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
};

/**
 * Pinch and double-tap zoom (a double click with a mouse): the photo scales about the fingers, a finger
 * (or the mouse, dragging) pans it while zoomed (then it is no swipe to the next photo), a double tap again
 * or another photo resets it. A CSS transform, no library: the viewer's chunk stays small.
 */
function useZoom(
  image: HTMLElement | null,
  onTouchStart: (event: TouchEvent) => void,
  onTouchEnd: (event: TouchEvent) => void,
) {
  const [zoom, setShown] = useState<Zoom>(NO_ZOOM);
  // The zoom as the gesture left it (the handlers read it between renders).
  const current = useRef(NO_ZOOM);
  const setZoom = (next: Zoom) => {
    current.current = next;
    setShown(next);
  };
  const gesture = useRef<Gesture | null>(null);
  const start = useRef<Point | null>(null);
  const lastTap = useRef<{ time: number; at: Point } | null>(null);
  const lastTouch = useRef(0);
  // A mouse's drag of the zoomed photo, and when the last one ended.
  const drag = useRef<{ from: Point; zoom: Zoom; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragEnded = useRef(0);

  // Kept inside the screen: the photo's edge never comes in past the screen's centre line.
  const clamp = (next: Zoom): Zoom => {
    const scale = Math.min(Math.max(next.scale, 1), MAX_ZOOM);
    if (scale === 1 || !image) return NO_ZOOM;
    const limitX = ((scale - 1) * image.offsetWidth) / 2;
    const limitY = ((scale - 1) * image.offsetHeight) / 2;
    return {
      scale,
      x: Math.min(Math.max(next.x, -limitX), limitX),
      y: Math.min(Math.max(next.y, -limitY), limitY),
    };
  };
  // The zoom that shows the photo's point now under `from` under `to`, at `scale` (about the screen's centre, where the photo sits).
  const about = (from: Point, to: Point, scale: number, was: Zoom): Zoom => {
    const centre = { x: window.innerWidth / 2, y: window.innerHeight / 2 };
    const local = { x: (from.x - centre.x - was.x) / was.scale, y: (from.y - centre.y - was.y) / was.scale };
    return clamp({ scale, x: to.x - centre.x - scale * local.x, y: to.y - centre.y - scale * local.y });
  };
  const justDragged = () => Date.now() - dragEnded.current < AFTER_DRAG_MS;
  const toggle = (at: Point) =>
    setZoom(current.current.scale > 1 ? NO_ZOOM : about(at, at, TAP_ZOOM, NO_ZOOM));

  const handlers = {
    onTouchStart(event: TouchEvent) {
      lastTouch.current = Date.now();
      if (event.touches.length === 2) {
        start.current = null;
        gesture.current = {
          kind: 'pinch',
          distance: distance(pointOf(event.touches[0]), pointOf(event.touches[1])),
          scale: current.current.scale,
          at: middle(event),
        };
      } else if (event.touches.length === 1) {
        start.current = pointOf(event.touches[0]);
        if (current.current.scale > 1)
          gesture.current = { kind: 'pan', from: start.current, zoom: current.current };
      }
      if (current.current.scale === 1) onTouchStart(event);
    },
    onTouchMove(event: TouchEvent) {
      const now = gesture.current;
      if (
        start.current &&
        event.touches.length === 1 &&
        distance(start.current, pointOf(event.touches[0])) > TAP_SLOP_PX
      )
        start.current = null;
      if (now?.kind === 'pinch' && event.touches.length === 2) {
        const scale =
          (now.scale * distance(pointOf(event.touches[0]), pointOf(event.touches[1]))) / now.distance;
        setZoom(about(now.at, middle(event), scale, current.current));
        now.at = middle(event);
        now.scale = current.current.scale;
        now.distance = distance(pointOf(event.touches[0]), pointOf(event.touches[1]));
      } else if (now?.kind === 'pan' && event.touches.length === 1) {
        const at = pointOf(event.touches[0]);
        setZoom(clamp({ ...now.zoom, x: now.zoom.x + at.x - now.from.x, y: now.zoom.y + at.y - now.from.y }));
      }
    },
    onTouchEnd(event: TouchEvent) {
      lastTouch.current = Date.now();
      const was = gesture.current;
      gesture.current = null;
      if (was?.kind === 'pinch') {
        // One finger left on the photo goes on panning it.
        if (event.touches.length === 1 && current.current.scale > 1)
          gesture.current = { kind: 'pan', from: pointOf(event.touches[0]), zoom: current.current };
        return;
      }
      const tap = start.current;
      start.current = null;
      if (tap && event.touches.length === 0) {
        const previous = lastTap.current;
        if (
          previous &&
          Date.now() - previous.time < DOUBLE_TAP_MS &&
          distance(previous.at, tap) < TAP_SLOP_PX * 2
        ) {
          lastTap.current = null;
          // No emulated click or double click after it.
          if (event.cancelable) event.preventDefault();
          toggle(tap);
          return;
        }
        lastTap.current = { time: Date.now(), at: tap };
      }
      if (!was && current.current.scale === 1) onTouchEnd(event);
    },
    onDoubleClick(event: MouseEvent) {
      // A double tap is handled as one above (some browsers still send its double click); a drag is no click.
      if (Date.now() - lastTouch.current < 1000 || justDragged()) return;
      toggle({ x: event.clientX, y: event.clientY });
    },
    // Fingers are the touch handlers' above; a mouse or a pen drags the zoomed photo.
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'touch' || event.button !== 0 || current.current.scale === 1) return;
      drag.current = { from: pointOf(event), zoom: current.current, moved: false };
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    },
    onPointerMove(event: PointerEvent) {
      const now = drag.current;
      if (!now) return;
      const at = pointOf(event);
      if (distance(at, now.from) > DRAG_SLOP_PX) now.moved = true;
      if (now.moved)
        setZoom(clamp({ ...now.zoom, x: now.zoom.x + at.x - now.from.x, y: now.zoom.y + at.y - now.from.y }));
    },
    onPointerUp() {
      if (drag.current?.moved) dragEnded.current = Date.now();
      drag.current = null;
      setDragging(false);
    },
  };
  return { zoom, dragging, justDragged, reset: () => setZoom(NO_ZOOM), handlers };
}

/**
 * The full-screen photo (loaded only when first opened: its own chunk): ‹ › and "2 / 5", the arrow keys,
 * Escape; focus stays inside while it is open (Tab wraps round), and the gallery gives it back to the
 * photo it was opened from.
 */
export function Lightbox({
  images,
  index,
  name,
  alt,
  altLang,
  fading,
  onStep,
  onClose,
  onTouchStart,
  onTouchEnd,
}: LightboxProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const image = images[index];
  const { zoom, dragging, justDragged, reset, handlers } = useZoom(frame, onTouchStart, onTouchEnd);
  // How to zoom, said for the pointer at hand (a mouse's double click, a finger's double tap and pinch).
  const [mouse] = useState(() => window.matchMedia?.('(hover: hover) and (pointer: fine)').matches ?? false);
  const hint = useId();
  const hintLoaded = useLazyTexts('catalogue.zoomHint.mouse', loaders);
  // Another photo starts unzoomed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the photo changes
  useEffect(reset, [index]);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') onStep(1);
      else if (event.key === 'ArrowLeft') onStep(-1);
      else if (event.key === 'Tab' && dialog.current) {
        const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (!focusable.length) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const inside = dialog.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose, onStep]);

  return (
    <div
      ref={dialog}
      className="gallery__overlay"
      role="dialog"
      aria-modal="true"
      aria-label={name}
      aria-describedby={hint}
      style={{ '--ratio': image.width / image.height } as CSSProperties}
      onClick={(event) => event.target === event.currentTarget && !justDragged() && onClose()}
      onTouchStart={handlers.onTouchStart}
      onTouchMove={handlers.onTouchMove}
      onTouchEnd={handlers.onTouchEnd}
    >
      <button
        ref={closeButton}
        type="button"
        className="icon-button gallery__close"
        onClick={onClose}
        aria-label={t('catalogue.closeFullscreen')}
      >
        ×
      </button>
      {hintLoaded && (
        <p id={hint} className="gallery__hint">
          {t(`catalogue.zoomHint.${mouse ? 'mouse' : 'touch'}${zoom.scale > 1 ? 'Zoomed' : ''}`)}
        </p>
      )}
      <div
        ref={setFrame}
        className={`gallery__zoom${zoom.scale > 1 ? ' gallery__zoom--in' : ''}${dragging ? ' gallery__zoom--dragging' : ''}`}
        style={{
          transform: zoom.scale > 1 ? `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` : undefined,
        }}
        onDoubleClick={handlers.onDoubleClick}
        onPointerDown={handlers.onPointerDown}
        onPointerMove={handlers.onPointerMove}
        onPointerUp={handlers.onPointerUp}
        onPointerCancel={handlers.onPointerUp}
        // The browser's own drag of the picture (its ghost image) is no pan.
        onDragStart={(event) => event.preventDefault()}
      >
        <ResponsiveImage
          image={image}
          alt={alt}
          altLang={altLang}
          sizes="100vw"
          className={`gallery__full${fading ? ' gallery__full--fading' : ''}`}
        />
      </div>
      {images.length > 1 && (
        <div className="gallery__overlay-controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => onStep(-1)}
            aria-label={t('catalogue.previousImage')}
          >
            ‹
          </button>
          <span className="gallery__overlay-counter" aria-live="polite">
            {index + 1} / {images.length}
          </span>
          <button
            type="button"
            className="icon-button"
            onClick={() => onStep(1)}
            aria-label={t('catalogue.nextImage')}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
