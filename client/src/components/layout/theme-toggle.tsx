import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme';
import { MoonIcon, SunIcon } from '../ui/icons';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggle}
      aria-label={t('header.toggleTheme')}
      aria-pressed={theme === 'light'}
      title={t('header.toggleTheme')}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
