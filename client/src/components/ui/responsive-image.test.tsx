import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ResponsiveImage } from './responsive-image';

const image = {
  imageUrl: '/uploads/a.webp',
  altText: 'Z przodu',
  altTextLang: 'pl',
  width: 10,
  height: 10,
  placeholder: '#000',
  avifSrcset: '',
  webpSrcset: '',
};

describe('a picture whose alt text the maker wrote only in the other language', () => {
  it('carries that language on an English page, and none on a Polish one', () => {
    renderWithProviders(<ResponsiveImage image={image} sizes="10px" />, { language: 'en' });
    expect(screen.getByRole('img', { name: 'Z przodu' })).toHaveAttribute('lang', 'pl');
  });

  it('carries none where the alt text is the page language', () => {
    renderWithProviders(<ResponsiveImage image={image} sizes="10px" />, { language: 'pl' });
    expect(screen.getByRole('img', { name: 'Z przodu' })).not.toHaveAttribute('lang');
  });

  it('follows the given alt text, not the stored one', () => {
    renderWithProviders(<ResponsiveImage image={image} sizes="10px" alt="Photo 1 of 3" />, {
      language: 'en',
    });
    expect(screen.getByRole('img', { name: 'Photo 1 of 3' })).not.toHaveAttribute('lang');
  });
});
