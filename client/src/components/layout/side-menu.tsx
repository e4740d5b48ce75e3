import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/translation';
import { CloseIcon } from '../ui/icons';
import { NavLinks } from './nav-links';

export const SIDE_MENU_ID = 'side-menu';

/**
 * The small-screen drawer, a popover the browser opens and closes itself: the header's button opens
 * it (`popovertarget`) and focus goes to its first link (`autofocus`), Escape, a tap beside it or its
 * close button close it, and focus goes back to the button. So it works on a rendered page before the
 * app has arrived, and without JavaScript. The app adds what the platform does not: the page not
 * scrolling behind it, and closing when a link is chosen (the app navigates without loading a page).
 */
export function SideMenu({ onToggle }: { onToggle?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    let overflow = '';
    const toggled = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open';
      onToggle?.(open);
      if (open) {
        overflow = document.body.style.overflow;
        document.body.style.overflow = 'hidden';
      } else {
        document.body.style.overflow = overflow;
      }
    };
    element.addEventListener('toggle', toggled);
    return () => element.removeEventListener('toggle', toggled);
  }, [onToggle]);

  // Focus stays inside while it is open: Tab from the last link goes to the close button, Shift+Tab back.
  const keepFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const edge = event.shiftKey ? focusable[0] : focusable[focusable.length - 1];
    if (edge && document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? focusable[focusable.length - 1] : focusable[0]).focus();
    }
  };

  return (
    <div
      ref={panel}
      id={SIDE_MENU_ID}
      popover="auto"
      className="side-menu"
      role="dialog"
      aria-label={t('nav.menu')}
      onKeyDown={keepFocus}
    >
      <div className="side-menu__top">
        <span className="side-menu__title">{t('nav.menu')}</span>
        <button
          type="button"
          className="icon-button"
          popoverTarget={SIDE_MENU_ID}
          popoverTargetAction="hide"
          aria-label={t('nav.closeMenu')}
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('nav.mobileLabel')}>
        <NavLinks
          className="side-menu__links"
          onNavigate={() => panel.current?.hidePopover?.()}
          autoFocusFirst
          withAccount
        />
      </nav>
    </div>
  );
}
