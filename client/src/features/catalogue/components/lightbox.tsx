import { useEffect, useRef, type CSSProperties, type TouchEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { ResponsiveImage, type ImageData } from '../../../components/ui/responsive-image';

interface LightboxProps {
  images: ImageData[];
  index: number;
  name: string;
  alt: string;
  fading: boolean;
  onStep: (step: number) => void;
  onClose: () => void;
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen photo (loaded only when first opened: its own chunk): ‹ › and "2 / 5", the arrow keys,
 * Escape; focus stays inside while it is open (Tab wraps round), and the gallery gives it back to the
 * photo it was opened from.
 */
export function Lightbox({ images, index, name, alt, fading, onStep, onClose, onTouchStart, onTouchEnd }: LightboxProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];

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
      style={{ '--ratio': image.width / image.height } as CSSProperties}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <button ref={closeButton} type="button" className="icon-button gallery__close" onClick={onClose} aria-label={t('catalogue.closeFullscreen')}>
        ×
      </button>
      <ResponsiveImage image={image} alt={alt} sizes="100vw" className={`gallery__full${fading ? ' gallery__full--fading' : ''}`} />
      {images.length > 1 && (
        <div className="gallery__overlay-controls">
          <button type="button" className="icon-button" onClick={() => onStep(-1)} aria-label={t('catalogue.previousImage')}>
            ‹
          </button>
          <span className="gallery__overlay-counter" aria-live="polite">
            {index + 1} / {images.length}
          </span>
          <button type="button" className="icon-button" onClick={() => onStep(1)} aria-label={t('catalogue.nextImage')}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
