import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from '../components/ui/link';
import { renderWithProviders } from '../testing/render';
import { searchIn, toIn } from './language-address';

describe('a page address names its language (English ?lang=en, Polish bare)', () => {
  it('adds or drops only lang, keeping the other parameters in their place and spelling', () => {
    expect(searchIn('', 'en')).toBe('?lang=en');
    expect(searchIn('', 'pl')).toBe('');
    expect(searchIn('?colors=GOLD,RED&lang=pl&page=2', 'en')).toBe('?colors=GOLD,RED&page=2&lang=en');
    expect(searchIn('?colors=GOLD%2CRED&lang=en', 'pl')).toBe('?colors=GOLD%2CRED');
    expect(searchIn('?lang=en', 'en')).toBe('?lang=en');
  });

  it('puts a link target, a path with its query and hash or a location, in a language', () => {
    expect(toIn('/jewellery/12', 'en')).toBe('/jewellery/12?lang=en');
    expect(toIn('/admin/translations#product-3', 'en')).toBe('/admin/translations?lang=en#product-3');
    expect(toIn('/blog?lang=en', 'pl')).toBe('/blog');
    expect(toIn({ pathname: '/bridal', search: '?sort=price-asc' }, 'en')).toEqual({
      pathname: '/bridal',
      search: '?sort=price-asc&lang=en',
    });
  });

  it('gives links the address a visitor copies in the language shown', () => {
    renderWithProviders(<Link to="/jewellery/3">piece</Link>, { language: 'en' });
    expect(screen.getByRole('link', { name: 'piece' })).toHaveAttribute('href', '/jewellery/3?lang=en');
  });

  it('leaves Polish links bare', () => {
    renderWithProviders(<Link to="/jewellery/3?lang=en">piece</Link>, { language: 'pl' });
    expect(screen.getByRole('link', { name: 'piece' })).toHaveAttribute('href', '/jewellery/3');
  });
});
