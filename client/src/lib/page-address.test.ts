import { describe, expect, it } from 'vitest';
import { withoutTrackingParams } from './page-address';

describe('a page address without click-tracking parameters', () => {
  it('drops utm_* and the click ids of ad and social services, and nothing is left of a query of only those', () => {
    expect(withoutTrackingParams('?utm_source=instagram&utm_medium=social&utm_whatever=1&fbclid=IwAR0x')).toBe('');
    const every = ['gclid', 'gbraid', 'wbraid', 'dclid', 'msclkid', 'igshid', 'ttclid', 'twclid', 'li_fat_id', 'mc_cid', 'mc_eid', '_ga', '_gl', 'yclid', 'srsltid'];
    for (const name of every) expect([name, withoutTrackingParams(`?${name}=abc`)]).toEqual([name, '']);
    expect(withoutTrackingParams('?fbclid')).toBe('');
  });

  it('keeps every other parameter in its order, spelled as it came', () => {
    expect(withoutTrackingParams('?name=a%20b&fbclid=1&colors=1,2&utm_source=x&lang=en')).toBe('?name=a%20b&colors=1,2&lang=en');
    expect(withoutTrackingParams('?gclid=1&categories=5')).toBe('?categories=5');
    expect(withoutTrackingParams('?a=1&&fbclid=2&')).toBe('?a=1');
  });

  it('returns a query without tracking parameters unchanged, byte for byte', () => {
    for (const search of ['', '?', '?name=a%20b', '?name=a+b&colors=1%2C2', '?utm=1&fbclid_x=2&xgclid=3', '?a=1&&b']) {
      expect(withoutTrackingParams(search)).toBe(search);
    }
  });

  it('tells names apart by case, as the services send them, and by name only (not value)', () => {
    expect(withoutTrackingParams('?FBCLID=1&UTM_SOURCE=x')).toBe('?FBCLID=1&UTM_SOURCE=x');
    expect(withoutTrackingParams('?ref=fbclid&from=utm_source')).toBe('?ref=fbclid&from=utm_source');
  });
});
