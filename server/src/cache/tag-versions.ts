/**
 * What a kept answer shows, named the way a write names what it changed (cache/content-invalidation.ts),
 * in the spirit of Vendure 3's tagged CacheService: an answer is kept with the tags it depends on and
 * the version of each when it began; a write bumps its tags, and a lookup finds an answer whose
 * versions are still the current ones.
 */
export const Tags = {
  /** Every kept answer depends on it: bumped by a change that may show anywhere (an account's name, a bulk import). */
  all: 'all',
  /** Bumped by every write, whatever its tags: for answers whose reads are not told apart (the API's GraphQL answers). */
  anyWrite: 'any-write',
  /** What lists products: the home page's pictures, /jewellery, /bridal, the filters, the sitemap. */
  catalogue: 'catalogue',
  /** What lists publications: /blog, the feed, the sitemap. */
  blog: 'blog',
  product: (id: number) => `product:${id}`,
  publication: (id: number) => `publication:${id}`,
  productComments: (id: number) => `comments:product:${id}`,
  publicationComments: (id: number) => `comments:publication:${id}`,
} as const;

/** The versions of an answer's tags when it began, in the order of its tags; undefined when nothing may be kept. */
export type TagSnapshot = readonly number[];

/**
 * The current version of every tag, and whether this instance hears every write (see `trusted`).
 * Counters live as long as the app: a tag never bumped is at 0, and a change of `all` starts every
 * other count again (every answer made before is stale anyway), so the map holds only tags written
 * since the last such change.
 */
export class TagVersions {
  private readonly versions = new Map<string, number>();
  /**
   * False while this instance cannot hear the other instances' writes (the relay's Redis unreachable):
   * a write elsewhere may go unheard, so nothing is kept and nothing kept is sent until it hears again.
   */
  private trusted = true;

  /** The tags' versions now, for an answer beginning now; undefined while nothing may be kept. */
  snapshot(tags: readonly string[]): TagSnapshot | undefined {
    if (!this.trusted) return undefined;
    return tags.map((tag) => this.versions.get(tag) ?? 0);
  }

  /** Whether an answer that began at `began` shows what its tags show now. */
  current(tags: readonly string[], began: TagSnapshot): boolean {
    if (!this.trusted) return false;
    for (let i = 0; i < tags.length; i += 1) if ((this.versions.get(tags[i]) ?? 0) !== began[i]) return false;
    return true;
  }

  /** A write changed what these tags show (`anyWrite` is bumped too; `all` starts every count again). */
  bump(tags: readonly string[]): void {
    if (tags.includes(Tags.all)) {
      const all = (this.versions.get(Tags.all) ?? 0) + 1;
      this.versions.clear();
      this.versions.set(Tags.all, all);
      return;
    }
    for (const tag of new Set([...tags, Tags.anyWrite]))
      this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
  }

  /** Whether writes made elsewhere reach this instance; a change either way drops everything kept. */
  trust(trusted: boolean): void {
    if (trusted === this.trusted) return;
    this.trusted = trusted;
    this.bump([Tags.all]);
  }
}
