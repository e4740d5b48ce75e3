import type { Request } from 'express';
import { CallerSource } from '../auth/caller-source';
import type { Caller } from './request-context';
import { anonymousRequest, RequestContextService } from './request-context.service';

const owner: Caller = { id: 7, email: 'owner@shop.test', name: 'Owner', isAdmin: true };

/** The visitor's own request, as Express gives it: its headers, read case-insensitively. */
function visitorRequest(acceptLanguage = 'pl'): Request {
  const headers: Record<string, string> = {
    authorization: 'Bearer a.b.c',
    'accept-language': acceptLanguage,
  };
  return {
    headers,
    header: function (this: { headers: Record<string, string> }, name: string) {
      return this.headers[name.toLowerCase()];
    },
    requestId: 'r1',
    socket: {},
    ip: '127.0.0.1',
  } as unknown as Request;
}

describe("the server render's anonymous request", () => {
  const contexts = new RequestContextService(
    new (class extends CallerSource {
      callerFor = async () => owner;
    })(),
  );

  it("never inherits the context the visitor's own request built before the render", async () => {
    const req = visitorRequest();
    expect((await contexts.forRequest(req)).caller).toEqual(owner);
    const anonymous = anonymousRequest(req, 'en');
    const context = await contexts.forRequest(anonymous);
    expect(context.caller).toBeNull();
    expect(context.locale).toBe('en');
    expect(anonymous.header('authorization')).toBeUndefined();
    // The visitor's own context is left as it was.
    expect((await contexts.forRequest(req)).caller).toEqual(owner);
  });

  it("reads in the page's language, whatever the visitor's Accept-Language says, and passes no header on", async () => {
    for (const [header, page] of [
      ['en-GB,en;q=0.9', 'pl'],
      ['pl', 'en'],
      ['en', 'en'],
    ] as const) {
      const req = visitorRequest(header);
      const anonymous = anonymousRequest(req, page);
      expect((await contexts.forRequest(anonymous)).locale).toBe(page);
      expect(anonymous.header('accept-language')).toBeUndefined();
      // The visitor's own request still negotiates from its header (the APIs' rule).
      expect((await contexts.forRequest(req)).locale).toBe(header.slice(0, 2));
    }
  });
});
