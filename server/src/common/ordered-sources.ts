/**
 * The one shape of "domains contribute, plumbing collects": each domain that has a part of something
 * (an account's data, the sitemap's pages, what came due, the untranslated texts) adds its source when
 * its module starts, with its place; the plumbing asks them all in that order and knows no domain.
 * Sources with the same place keep the order they were added in.
 */
export class OrderedSources<S> {
  private readonly entries: { order: number; source: S }[] = [];

  add(order: number, source: S): void {
    this.entries.push({ order, source });
    this.entries.sort((a, b) => a.order - b.order);
  }

  /**
   * Each source's answer, in their order. One after another, never at once: the request context may
   * carry a transaction, which is one connection.
   */
  async collect<T>(ask: (source: S) => Promise<T>): Promise<T[]> {
    const answers: T[] = [];
    for (const { source } of this.entries) answers.push(await ask(source));
    return answers;
  }
}
