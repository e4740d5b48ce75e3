import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as "<page> · <studio>", following the language. */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation();
  const studio = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${studio}` : studio;
  }, [title, studio]);
}
