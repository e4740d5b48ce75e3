import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { useTranslation } from '../translation';
import { requireEitherVersion, version } from './bilingual';
import { useForm } from './use-form';

const initial = { nameEn: '', namePl: 'Kolczyki', price: '' };

/** A small editor built on the hook: a text in both languages and a price, labelled in the interface's language. */
function Editor() {
  const { t } = useTranslation();
  const { form, values, refusals, dirty, set, refuse, clearRefusals } = useForm({
    initial,
    bilingual: ['name'],
    leaveQuestion: t('leave'),
  });
  const field = (name: keyof typeof initial) => (
    <p>
      <label htmlFor={name}>{`${t('label')} ${name}`}</label>
      <input
        id={name}
        aria-invalid={refusals[name] ? true : undefined}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
      {refusals[name] && <span>{`${name}: ${refusals[name].join(' ')}`}</span>}
    </p>
  );
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        clearRefusals();
        const missing = {
          ...requireEitherVersion(values, ['name']),
          ...(/^\d+$/.test(values.price) ? {} : { price: ['PRICE_UNREADABLE'] }),
        };
        if (Object.keys(missing).length) refuse(missing);
      }}
    >
      {field(version('name', 'en'))}
      {field(version('name', 'pl'))}
      {field('price')}
      <output>{dirty ? 'unsaved' : 'saved'}</output>
      <button type="submit">Save</button>
      <Link to="/elsewhere">Leave</Link>
    </form>
  );
}

function renderEditor() {
  const i18n = createI18n('pl', {
    pl: { label: 'Pole', leave: 'Opuścić?' },
    en: { label: 'Field', leave: 'Leave?' },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Editor /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { i18n, router };
}

beforeEach(() => {
  // jsdom lays nothing out: the form still asks for the refusal to be scrolled into view.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('useForm (lib/forms/use-form.ts)', () => {
  it('focuses the first refused field of each refused attempt, in the order of the page', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.clear(screen.getByLabelText('Pole namePl'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Pole nameEn')).toHaveFocus();
    expect(screen.getByText('namePl: REQUIRED')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pole nameEn'), 'Earrings');
    // The same refusal of the price again focuses it again.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Pole price')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Pole price')).toHaveFocus();
  });

  it("clears a field's refusal as the field changes, and a filled version answers both languages' 'required'", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.clear(screen.getByLabelText('Pole namePl'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('nameEn: REQUIRED')).toBeInTheDocument();
    expect(screen.getByText('price: PRICE_UNREADABLE')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pole namePl'), 'K');
    expect(screen.queryByText('nameEn: REQUIRED')).not.toBeInTheDocument();
    expect(screen.queryByText('namePl: REQUIRED')).not.toBeInTheDocument();
    expect(screen.getByText('price: PRICE_UNREADABLE')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pole price'), '1');
    expect(screen.queryByText('price: PRICE_UNREADABLE')).not.toBeInTheDocument();
  });

  it('keeps both versions typed and the refusals through a switch of the interface language', async () => {
    const user = userEvent.setup();
    const { i18n } = renderEditor();
    await user.type(screen.getByLabelText('Pole nameEn'), 'Earrings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByLabelText('Field nameEn')).toHaveValue('Earrings');
    expect(screen.getByLabelText('Field namePl')).toHaveValue('Kolczyki');
    expect(screen.getByText('price: PRICE_UNREADABLE')).toBeInTheDocument();
  });

  it('is unsaved once anything changed and saved again when put back, and asks before leaving unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor();
    expect(screen.getByText('saved')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pole price'), '5');
    expect(screen.getByText('unsaved')).toBeInTheDocument();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledWith('Opuścić?');
    expect(router.state.location.pathname).toBe('/');
    await user.clear(screen.getByLabelText('Pole price'));
    expect(screen.getByText('saved')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});
