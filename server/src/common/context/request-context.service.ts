import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { bearerToken } from '../auth/bearer-token';
import { CallerSource } from '../auth/caller-source';
import type { Language } from '../../i18n/locale';
import { anonymousContext, RequestContext } from './request-context';

const PENDING = Symbol('soutache:request-context:pending');
const RESOLVED = Symbol('soutache:request-context');

type WithContext = Request & { [PENDING]?: Promise<RequestContext>; [RESOLVED]?: RequestContext };

/** Builds each request's context once: however many root fields or guards ask, one caller lookup. */
@Injectable()
export class RequestContextService {
  constructor(private readonly callers: CallerSource) {}

  forRequest(req: Request): Promise<RequestContext> {
    const holder = req as WithContext;
    holder[PENDING] ??= this.build(holder);
    return holder[PENDING];
  }

  private async build(req: WithContext): Promise<RequestContext> {
    const base = anonymousContext(req);
    const token = bearerToken(req.header('authorization'));
    const context = token ? { ...base, caller: await this.callers.callerFor(req) } : base;
    req[RESOLVED] = context;
    return context;
  }
}

/** The context the access guard built for this request. */
export function resolvedContext(req: Request): RequestContext {
  const context = (req as WithContext)[RESOLVED];
  if (!context) throw new Error('The request context is read before the access guard built it');
  return context;
}

/**
 * A view of `req` as an anonymous visitor in `locale`, for the server render's in-process operations:
 * no credentials, and a context of its own built here, so nothing the visitor's own request built
 * before (a context kept on it, with its caller) is ever inherited from it. The page's language is
 * handed to the context as the value the page's negotiation gave; the visitor's Accept-Language is
 * not passed on, so nothing downstream can read another language from it.
 */
export function anonymousRequest(req: Request, locale: Language): Request {
  const anonymous = Object.create(req, {
    headers: {
      value: { ...req.headers, authorization: undefined, cookie: undefined, 'accept-language': undefined },
    },
  }) as WithContext;
  const context = anonymousContext(anonymous, locale);
  anonymous[RESOLVED] = context;
  anonymous[PENDING] = Promise.resolve(context);
  return anonymous;
}
