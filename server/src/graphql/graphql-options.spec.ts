import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { parse, type DocumentNode } from 'graphql';
import pino from 'pino';
import { repoRoot } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { DOCUMENT_STORE_BYTES, graphqlOptions } from './graphql-options';

const store = () =>
  graphqlOptions({ production: true } as AppConfig, pino({ enabled: false }))
    .documentStore as InMemoryLRUCache<DocumentNode>;

describe("GraphQL's kept documents", () => {
  it("keep every one of the client's own operations", async () => {
    const client = join(repoRoot(), 'client/src');
    const files = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.graphql'),
    );
    const documents = files.map((file) => parse(readFileSync(join(client, file), 'utf8')));
    const kept = store();
    for (const [i, document] of documents.entries()) await kept.set(`client-${i}`, document);
    expect(documents.length).toBeGreaterThan(10);
    expect(kept.keys()).toHaveLength(documents.length);
  });

  it(`are bounded at ${DOCUMENT_STORE_BYTES / 1024 / 1024} MiB when every caller varies a literal, the oldest dropped first`, async () => {
    const kept = store();
    const document = (i: number) =>
      parse(`{ products(search: "${'x'.repeat(500)}${i}", limit: 9) { items { id name price } total } }`);
    for (let i = 0; i < 10_000; i++) await kept.set(`flood-${i}`, document(i));
    let sizes = 0;
    for (const key of kept.keys()) sizes += InMemoryLRUCache.sizeCalculation((await kept.get(key))!);
    expect(sizes).toBeLessThanOrEqual(DOCUMENT_STORE_BYTES);
    expect(await kept.get('flood-0')).toBeUndefined();
    expect(await kept.get('flood-9999')).toBeDefined();
  });
});
