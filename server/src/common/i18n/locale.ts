import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { requestOf } from '../auth/guards';

export type Locale = 'pl' | 'en';

/** The request's language from Accept-Language: English when the client prefers it, Polish otherwise (spec §1). */
export function localeOf(acceptLanguage: string | undefined): Locale {
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => (tag === 'en' || tag === 'pl') && q > 0)
    .sort((a, b) => b.q - a.q)[0];
  return preferred?.tag === 'en' ? 'en' : 'pl';
}

/** The calling request's locale, for REST handlers and GraphQL resolvers alike. */
export const RequestLocale = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Locale => localeOf(requestOf(context).headers['accept-language']),
);
