import { Injectable } from '@nestjs/common';
import { PUBLIC_READ_SECONDS } from '../common/http/no-store';
import type { OperationDefinitionNode } from 'graphql';
import { KeptAnswers } from './kept-answers';
import { operationTags, pageTags } from './page-tags';
import { TagVersions } from './tag-versions';

/** Headers an API answer's own handler set, kept beside its body (shared-answers.ts). */
export type KeptHeaders = [name: string, value: string | number | string[]][];

/** How long a rendered page is sent again without rendering it, when nothing it shows was written meanwhile. */
const PAGE_MS = 30_000;
/** A few hundred pages with their compressed forms: a crawler's distinct addresses cannot grow the process past it. */
const PAGE_BYTES = 16 * 1024 * 1024;
/**
 * Bounds what the pages' reads keep: about a thousand list answers. Most pages ask for a handful of the
 * same reads (the filter options on every list page) or read what another page, theme or visit read a
 * moment ago.
 */
const PAGE_READS_BYTES = 8 * 1024 * 1024;
/** About a thousand list pages: a caller walking every filter and page cannot grow the process past it. */
const API_BYTES = 8 * 1024 * 1024;
/** The sitemap and the feed: crawlers ask often, and the sitemap reads every product and publication. */
const FILES_MS = 10 * 60_000;
const FILES_BYTES = 4 * 1024 * 1024;

/**
 * Everything the shop keeps, in one place: each store is one app's (two apps in one process keep and
 * drop apart, as two instances do), and every store is dropped by tag (tag-versions.ts): a write bumps
 * the tags of what it changed (content-invalidation.ts), and only answers made with one of them go.
 * - `pages`: rendered pages (ssr/page-renderer.ts), by language, theme and address; tags: page-tags.ts.
 * - `pageReads`: the renders' public GraphQL reads by language, operation and variables, so a page
 *   rendered again (another theme, another filter) reads nothing it read a moment ago; any write drops them.
 * - `answers`: the API's public reads, REST and GraphQL (shared-answers.ts), PUBLIC_READ_SECONDS, the
 *   time a shared cache may keep them anyway.
 * - `files`: the sitemap and the feed, ten minutes.
 * With REDIS_URL the other instances' writes bump the same tags here (content-invalidation.ts hears
 * them); while they cannot be heard, nothing is kept (TagVersions.trust).
 */
@Injectable()
export class CacheService {
  readonly versions = new TagVersions();
  readonly pages = new KeptAnswers(PAGE_MS, PAGE_BYTES, this.versions, 'pages');
  readonly pageReads = new KeptAnswers(
    PUBLIC_READ_SECONDS * 1000,
    PAGE_READS_BYTES,
    this.versions,
    'page-reads',
  );
  readonly answers = new KeptAnswers<KeptHeaders>(
    PUBLIC_READ_SECONDS * 1000,
    API_BYTES,
    this.versions,
    'api',
  );
  readonly files = new KeptAnswers<KeptHeaders>(FILES_MS, FILES_BYTES, this.versions, 'files');

  /** What the page at this path shows (page-tags.ts): the tags to keep it with. */
  pageTags(path: string): string[] {
    return pageTags(path);
  }

  /** What a public GraphQL read shows (page-tags.ts): the tags to keep its answer with. */
  operationTags(operation: OperationDefinitionNode, variables?: Record<string, unknown>): string[] {
    return operationTags(operation, variables);
  }

  /** A write changed what these tags show: answers made with any of them are no longer sent. */
  drop(tags: readonly string[]): void {
    this.versions.bump(tags);
  }
}
