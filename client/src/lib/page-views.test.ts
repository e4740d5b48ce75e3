import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countView } from './page-views';

describe("the maker's page views from navigations within the shop", () => {
  let sent: string[];
  const referrer = (value: string) =>
    Object.defineProperty(document, 'referrer', { value, configurable: true });
  beforeEach(() => {
    sessionStorage.clear();
    sent = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      value: (url: string) => sent.push(url) && true,
      configurable: true,
    });
    referrer('');
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts each piece or post once a visit, never the page the visit landed on (the server counted it with its arrival)', () => {
    countView('/jewellery/3', '/jewellery/3');
    countView('/jewellery/7', '/jewellery/3');
    countView('/jewellery/3', '/jewellery/3');
    countView('/jewellery/7', '/jewellery/3');
    countView('/publication/2', '/jewellery/3');
    countView('/blog', '/jewellery/3');
    expect(sent).toEqual([
      '/api/insights/view?kind=product&id=7',
      '/api/insights/view?kind=publication&id=2',
    ]);
  });

  it("sends a visit's arrival with its first piece or post when it landed elsewhere: the referring host only, or none when direct", () => {
    referrer('https://l.instagram.com/?u=https%3A%2F%2Fshop.test%2F&e=secret');
    countView('/jewellery/3', '/');
    countView('/jewellery/4', '/');
    expect(sent).toEqual([
      '/api/insights/view?kind=product&id=3&arrived=1&from=l.instagram.com',
      '/api/insights/view?kind=product&id=4',
    ]);

    sessionStorage.clear();
    sent = [];
    referrer('');
    countView('/publication/5', '/blog');
    expect(sent).toEqual(['/api/insights/view?kind=publication&id=5&arrived=1']);
  });

  it('counts nothing without the tab storage, rather than every navigation', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    countView('/jewellery/3', '/');
    expect(sent).toEqual([]);
  });
});
