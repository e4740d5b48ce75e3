import { describe, expect, it } from 'vitest';
import { pageSearch } from './page-address';

describe('a page address with only the query parameters the page reads', () => {
  it('drops click-tracking parameters of ad and social services, and nothing is left of a query of only those', () => {
    expect(
      pageSearch('/jewellery', '?utm_source=instagram&utm_medium=social&utm_whatever=1&fbclid=IwAR0x'),
    ).toBe('');
    for (const name of [
      'gclid',
      'gbraid',
      'wbraid',
      'dclid',
      'msclkid',
      'igshid',
      'ttclid',
      'twclid',
      'li_fat_id',
      'mc_cid',
      '_ga',
      '_gl',
      'yclid',
      'srsltid',
    ]) {
      expect([name, pageSearch('/jewellery/1', `?${name}=abc`)]).toEqual([name, '']);
    }
    expect(pageSearch('/', '?fbclid')).toBe('');
  });

  it('drops parameters made up by a crawler or a cache-buster, on every page', () => {
    expect(pageSearch('/jewellery', '?n=1')).toBe('');
    expect(pageSearch('/jewellery/7', '?ref=a%20b&colors=1')).toBe('');
    expect(pageSearch('/blog', '?page=2&_=123')).toBe('');
  });

  it("keeps the list's filters and the language in their order, spelled as they came", () => {
    expect(pageSearch('/jewellery', '?name=a%20b&fbclid=1&colors=1,2&utm_source=x&lang=en')).toBe(
      '?name=a%20b&colors=1,2&lang=en',
    );
    expect(pageSearch('/jewellery', '?gclid=1&categories=5&n=3')).toBe('?categories=5');
    expect(pageSearch('/jewellery', '?colors=1&&n=2&')).toBe('?colors=1');
    expect(pageSearch('/jewellery', '?c%6Flors=2&n%61me=x')).toBe('?c%6Flors=2&n%61me=x');
    expect(pageSearch('/contact', '?lang=en&colors=1')).toBe('?lang=en');
  });

  it('returns a query of read parameters only unchanged, byte for byte', () => {
    for (const search of [
      '',
      '?name=a%20b',
      '?name=a+b&colors=1%2C2',
      '?lang=pl&categories=1&colors=1&colors=2',
    ]) {
      expect(pageSearch('/jewellery', search)).toBe(search);
    }
    expect(pageSearch('/jewellery/1', '?lang=en')).toBe('?lang=en');
  });

  it('tells names apart by case, and by name only (not value); a name that cannot be decoded is dropped', () => {
    expect(pageSearch('/jewellery', '?COLORS=1&Lang=en')).toBe('');
    expect(pageSearch('/jewellery', '?ref=colors&name=fbclid')).toBe('?name=fbclid');
    expect(pageSearch('/jewellery', '?%E0%A4%A=1&colors=2')).toBe('?colors=2');
  });
});
