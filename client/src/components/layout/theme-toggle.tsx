import { useTranslation } from '../../lib/translation';
import { useTheme } from '../../lib/theme';
import { MoonIcon, SunIcon } from '../ui/icons';

/** Inside the header's preference form: without the app, the button sends the other theme to the server. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  return (
    <button
      type="submit"
      name="theme"
      value={theme === 'dark' ? 'light' : 'dark'}
      className="icon-button"
      onClick={(event) => {
        event.preventDefault();
        toggle();
      }}
      aria-label={t('header.toggleTheme')}
      aria-pressed={theme === 'light'}
      title={t('header.toggleTheme')}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
