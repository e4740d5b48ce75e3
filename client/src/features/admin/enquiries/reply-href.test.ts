import { describe, expect, it } from 'vitest';
import { replyHref } from './enquiries-page';

describe("the maker's reply link to an enquiry", () => {
  it('addresses the customer with the subject filled in', () => {
    expect(replyHref({ email: 'anna@example.com', piece: null }, 'Re: Kolczyki Aurora')).toBe(
      'mailto:anna@example.com?subject=Re%3A%20Kolczyki%20Aurora',
    );
  });

  it('keeps an address that holds URL syntax one recipient: no added Bcc, Cc or body', () => {
    const href = new URL(
      replyHref({ email: 'x?bcc=spy@evil.example&cc=b@c.d#@shop.test', piece: null }, 'Re: pytanie'),
    );
    expect([...href.searchParams.keys()]).toEqual(['subject']);
    expect(decodeURIComponent(href.pathname)).toBe('x?bcc=spy@evil.example&cc=b@c.d#@shop.test');
  });
});
