import type { Request } from 'express';
import { negotiateLanguage, type Language } from '../../i18n/locale';
import { clientAddress } from '../http/client-address';

/** The signed-in caller as the database has it during this request. */
export interface Caller {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
  /** Whether the account's current address was confirmed by a mailed link; absent for the shop's own work. */
  emailConfirmed?: boolean;
}

/**
 * Who is asking, in which language, from where: one per request on both APIs, built once however
 * many root fields or guards ask. Services take it as their first argument (STYLE habit 4).
 */
export interface RequestContext {
  readonly requestId: string;
  readonly locale: Language;
  readonly clientAddress: string;
  /** null for an anonymous visitor (or a token that is not valid any more). */
  readonly caller: Caller | null;
  /** Aborted when the client goes away before its answer is sent: long work (uploads) stops, and commits nothing. */
  readonly signal?: AbortSignal;
}

/** A signal aborted when the response's connection closes before the answer was sent whole. */
function clientGoneSignal(req: Request): AbortSignal | undefined {
  const res = req.res;
  if (!res) return undefined;
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * The parts of the context that need no database. The language is the APIs' negotiation unless the
 * caller already decided it (the server render: the page's language).
 */
export function anonymousContext(
  req: Request,
  locale: Language = negotiateLanguage(req, 'api'),
): RequestContext {
  return {
    requestId: req.requestId,
    locale,
    clientAddress: clientAddress(req),
    caller: null,
    signal: clientGoneSignal(req),
  };
}

/** The shop itself at work (the demo seed, test factories, the bench): an admin no request carries. */
export function systemContext(purpose: string): RequestContext {
  return {
    requestId: purpose,
    locale: 'en',
    clientAddress: 'local',
    caller: { id: 0, email: '', name: purpose, isAdmin: true },
  };
}

/** Whether the caller sees what is not public yet (drafts, posts and pieces scheduled for later): admins only. */
export const seesDrafts = (ctx: RequestContext): boolean => ctx.caller?.isAdmin === true;
