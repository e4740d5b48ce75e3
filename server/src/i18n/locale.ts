import { parse as parseCookies } from 'cookie';
import type {
  DEFAULT_LANGUAGE as CONTRACT_DEFAULT,
  LANGUAGES as CONTRACT_LANGUAGES,
  Language,
} from '../../../client/src/render/render-contract';

/**
 * Which language a request is answered in, decided here only (negotiateLanguage) and then handed on as
 * a value (the request context's `locale`, the page render's `language`): nothing downstream reads a
 * header again.
 */

/** The render contract's (client/src/render/render-contract.ts), which the type check holds these values to. */
export type { Language };
export const LANGUAGES: typeof CONTRACT_LANGUAGES = ['pl', 'en'];
/** Spec: Polish unless the visitor chose English. */
export const DEFAULT_LANGUAGE: typeof CONTRACT_DEFAULT = 'pl';

/** The cookie the client writes with the saved language (client/src/lib/storage.ts). */
export const LANGUAGE_COOKIE = 'lang';

export const asLanguage = (value: unknown): Language | undefined =>
  LANGUAGES.find((language) => language === value);

/**
 * The supported language Accept-Language gives the highest weight, or undefined when it names
 * neither.
 */
export function acceptedLanguage(acceptLanguage: string | undefined): Language | undefined {
  let best: { language: Language; weight: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range, ...params] = part.trim().toLowerCase().split(';');
    const language = LANGUAGES.find((l) => range === l || range.startsWith(`${l}-`));
    if (!language) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language;
}

/** Where a request's language is read from. */
type Source = 'query' | 'cookie' | 'header';

/**
 * What each kind of request reads its language from, in order; Polish when none gives one, the spec's
 * default whatever the browser's own language.
 * - `page`: a rendered page reads `?lang=` (shared links, search engines), then the cookie that mirrors
 *   the visitor's saved choice, never Accept-Language.
 * - `address`: another address people share (the feed) reads `?lang=` only.
 * - `api`: the APIs read Accept-Language (spec §7: the client sends the saved language).
 */
const SOURCES = {
  page: ['query', 'cookie'],
  address: ['query'],
  api: ['header'],
} as const satisfies Record<string, readonly Source[]>;
export type LanguageNegotiation = keyof typeof SOURCES;

/** What the negotiation reads of a request (an Express request has it). */
export interface LanguageSources {
  query?: { lang?: unknown };
  headers: { cookie?: string; 'accept-language'?: string };
}

const READ: Record<Source, (req: LanguageSources) => Language | undefined> = {
  query: (req) => asLanguage(req.query?.lang),
  cookie: (req) =>
    req.headers.cookie ? asLanguage(parseCookies(req.headers.cookie)[LANGUAGE_COOKIE]) : undefined,
  header: (req) => acceptedLanguage(req.headers['accept-language']),
};

/** The one language negotiation: a request's language as its kind reads it (SOURCES). */
export function negotiateLanguage(req: LanguageSources, kind: LanguageNegotiation): Language {
  for (const source of SOURCES[kind]) {
    const language = READ[source](req);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
