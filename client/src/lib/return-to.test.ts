import { describe, expect, it } from 'vitest';
import { safeNext, signInHref } from './return-to';

describe('the page a sign-in returns to', () => {
  it('is a path of this shop, with its query and anchor, without the language', () => {
    expect(safeNext('/jewellery/31')).toBe('/jewellery/31');
    expect(safeNext('/jewellery/31#comment-box')).toBe('/jewellery/31#comment-box');
    expect(safeNext('/jewellery?colors=1&lang=en')).toBe('/jewellery?colors=1');
  });

  it('is nothing for another site, a scheme, a backslash, a double slash or a sign-in page', () => {
    for (const next of [
      null,
      '',
      'jewellery/31',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/jewellery//31',
      '/./\t/evil.example',
      '/ /evil.example',
      '/login',
      '/register?next=/x',
    ]) {
      expect([next, safeNext(next)]).toEqual([next, undefined]);
    }
  });

  it('is read as a browser reads it: a path that normalises to another host is refused', () => {
    expect(safeNext('/%2e%2e/%2fevil.example')).toBe('/%2fevil.example');
    expect(safeNext('/a/../b')).toBe('/b');
  });

  it('travels in the sign-in address, encoded, and is left off when not a path of this shop', () => {
    expect(signInHref('login', '/jewellery/31#rating')).toBe('/login?next=%2Fjewellery%2F31%23rating');
    expect(signInHref('register', '//evil.example')).toBe('/register');
    expect(signInHref('login', undefined)).toBe('/login');
  });
});
