import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModuleFile } from '../app/routes';
import { LANGUAGES, MANIFEST_KEYS, TEMPLATE_MARKERS } from './render-contract';

/** The client's folder: the tests run from it (package.json). */
const client = (file: string) => join(process.cwd(), file);

/** What the server relies on in the client's files, by the contract's names (the server checks the built template again at start). */
describe('the render contract', () => {
  it("finds its markers in the page template, once each, in the contract's order", () => {
    const template = readFileSync(client('index.html'), 'utf8');
    const places = TEMPLATE_MARKERS.map(({ marker }) => template.indexOf(marker));
    expect(places.every((at) => at >= 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
    for (const { marker } of TEMPLATE_MARKERS) expect(template.split(marker)).toHaveLength(2);
  });

  it('names manifest keys that are the source files Vite keys its manifest by', () => {
    for (const language of LANGUAGES) expect(existsSync(client(MANIFEST_KEYS.texts(language)))).toBe(true);
    const product = routeModuleFile('page:product#jewellery/:id');
    expect(product).toBe(MANIFEST_KEYS.routeModule('product'));
    expect(existsSync(client(product!))).toBe(true);
  });
});
