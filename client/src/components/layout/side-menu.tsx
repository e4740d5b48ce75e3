import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';
import { NavLinks } from './nav-links';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

const focusable = 'a[href], button:not([disabled]), select, input, [tabindex]:not([tabindex="-1"])';

/** The small-screen drawer: a modal dialog that traps focus and closes on Escape, backdrop or link click. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>(focusable)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(focusable));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A portal: the sticky header's backdrop-filter would otherwise become the drawer's containing block.
  return createPortal(
    <div className="side-menu" onKeyDown={onKeyDown}>
      <div className="side-menu__backdrop" data-testid="side-menu-backdrop" onClick={onClose} />
      <div
        ref={panel}
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
      >
        <div className="side-menu__top">
          <span className="side-menu__title">{t('nav.menu')}</span>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('nav.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.mobileLabel')}>
          <NavLinks className="side-menu__links" onNavigate={onClose} />
        </nav>
      </div>
    </div>,
    document.body,
  );
}
