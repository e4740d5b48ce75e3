import type { CompressedForms, SentForms } from '../common/http/compress-whole-bodies';
import { keptAnswerLookups } from '../common/metrics/metrics';
import { type TagSnapshot, Tags, type TagVersions } from './tag-versions';

/** What an answer shows (its tags, `all` first) and their versions when it began: given by `begin`, taken by `set`. */
export interface Began {
  tags: readonly string[];
  versions: TagSnapshot;
}

interface KeptAnswer<Meta> {
  /** UTF-8: half a JavaScript string's size for a page with any non-Latin-1 letter, and outside the JS heap. */
  body: Buffer;
  /** What the answer needs beside its body (the API's headers); nothing for a page. */
  meta: Meta;
  /**
   * The body compressed, by encoding, filled as it is first sent in each (compress-whole-bodies.ts): a
   * kept answer is compressed once, not on every send. A quarter of the body or less each.
   */
  compressed: CompressedForms;
  /** Its ETag, made the first time it is sent (compress-whole-bodies.ts, sendKept). */
  etag?: string;
  /** What it shows: the tags it depends on, and their versions when it began. */
  began: Began;
  /**
   * What it weighs: the body with room for its compressed forms (a quarter of it or less each, for text),
   * and its key (an address or a request body, as long as a caller makes it).
   */
  size: number;
  expires: number;
}

/**
 * Answers kept for a short while, until a write may have changed them: one store of the CacheService
 * (cache.service.ts) each, for the rendered pages, the render's reads, the API's public reads and the
 * site's files. An answer is the same for every anonymous visitor in one language (and theme, for a
 * page): one asked for again within `ttlMs` with none of its tags bumped since it began
 * (tag-versions.ts) is sent as it was. Those used longest ago go beyond `maxBytes`: any query string makes a new
 * key, so what is kept must be bounded, and by size, since an answer weighs from a few bytes to a
 * hundred kilobytes (a query parameter the page does not read makes no new page: ssr/page-renderer.ts).
 */
export class KeptAnswers<Meta = undefined> {
  private readonly answers = new Map<string, KeptAnswer<Meta>>();
  private bytes = 0;
  private readonly hits;
  private readonly misses;

  /** `store` names the store in the metrics (a fixed name, never a key). */
  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly versions: TagVersions,
    store = 'other',
  ) {
    this.hits = keptAnswerLookups.labels(store, 'hit');
    this.misses = keptAnswerLookups.labels(store, 'miss');
  }

  /**
   * What to give `set` for an answer beginning now that shows `tags`, or undefined when nothing may be
   * kept now (this instance cannot hear the others' writes).
   */
  begin(tags: readonly string[]): Began | undefined {
    const all = [Tags.all, ...tags];
    const versions = this.versions.snapshot(all);
    return versions && { tags: all, versions };
  }

  /**
   * An answer that began depending on every write (`anyWrite`, before its reads were known), narrowed to
   * the tags its reads turned out to show: undefined when a write came meanwhile (it may not be in it).
   * With no write since it began, every tag's version now is its version then.
   */
  narrow(began: Began | undefined, tags: readonly string[]): Began | undefined {
    return began && this.versions.current(began.tags, began.versions) ? this.begin(tags) : undefined;
  }

  /** The answer's body, when it is still fresh. */
  get(key: string): Buffer | undefined {
    return this.kept(key)?.body;
  }

  /** The answer with what was kept beside it, when it is still fresh. */
  kept(key: string): (SentForms & { meta: Meta }) | undefined {
    const answer = this.answers.get(key);
    if (!answer) {
      this.misses.inc();
      return undefined;
    }
    this.drop(key);
    if (answer.expires <= Date.now() || !this.versions.current(answer.began.tags, answer.began.versions)) {
      this.misses.inc();
      return undefined;
    }
    this.keep(key, answer); // the most recently used goes last
    this.hits.inc();
    return answer;
  }

  /**
   * Keeps a found answer (status 200) that began at `began` (none: it may not be kept), and gives it back
   * as kept (to send it with sendKept, so its first compressed forms and ETag are kept too), or nothing
   * when it is not kept: a write to what it shows since it began may not be in it.
   */
  set(
    key: string,
    began: Began | undefined,
    body: string | Buffer,
    ...meta: Meta extends undefined ? [] : [Meta]
  ): SentForms | undefined {
    if (this.ttlMs <= 0 || !began || !this.versions.current(began.tags, began.versions)) return undefined;
    this.drop(key);
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    // A key counts as much as a JavaScript string can weigh: a long address with a tiny answer is no way past the bound.
    const size = Math.ceil(1.5 * bytes.length) + 2 * key.length;
    const answer: KeptAnswer<Meta> = {
      body: bytes,
      meta: meta[0] as Meta,
      compressed: new Map(),
      began,
      expires: Date.now() + this.ttlMs,
      size,
    };
    if (answer.size > this.maxBytes) return undefined;
    while (this.bytes + answer.size > this.maxBytes) this.drop(this.answers.keys().next().value!);
    this.keep(key, answer);
    return answer;
  }

  private keep(key: string, answer: KeptAnswer<Meta>): void {
    this.answers.set(key, answer);
    this.bytes += answer.size;
  }

  private drop(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.bytes -= answer.size;
  }
}
