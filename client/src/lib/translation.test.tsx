import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { useTranslation } from './translation';

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {t('greeting')} {t('items', { count: 2 })} {i18n.language}
    </p>
  );
}

const bundles = {
  pl: {
    greeting: 'Dzień dobry',
    items_few: '{{count}} sztuki',
    items_many: '{{count}} sztuk',
    items_one: '{{count}} sztuka',
    items_other: '{{count}} sztuki',
  },
  en: { greeting: 'Good morning', items_one: '{{count}} piece', items_other: '{{count}} pieces' },
};

describe('useTranslation (lib/translation.ts)', () => {
  it('gives the texts of the current language and follows a language change', async () => {
    const i18n = createI18n('pl', bundles);
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Dzień dobry 2 sztuki pl')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Good morning 2 pieces en')).toBeTruthy();
  });

  it('finds texts added after a key was first asked for (texts loaded on demand)', async () => {
    const i18n = createI18n('en', { en: { greeting: 'Good morning' } });
    function Late() {
      const { t } = useTranslation();
      return <p>{t('late')}</p>;
    }
    const view = render(
      <I18nextProvider i18n={i18n}>
        <Late />
      </I18nextProvider>,
    );
    expect(screen.getByText('late')).toBeTruthy();
    i18n.addResourceBundle('en', 'translation', { late: 'Texts for the admin' }, true, true);
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Late />
      </I18nextProvider>,
    );
    expect(screen.getByText('Texts for the admin')).toBeTruthy();
  });
});
