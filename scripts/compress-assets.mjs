#!/usr/bin/env node
// Compresses the built client once, at build time: brotli (.br) and gzip (.gz) files beside each text
// asset, which the server sends to browsers that accept them (server/src/app.setup.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from './lib/files.mjs';

const root = new URL('../client/dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

let count = 0;
for (const path of filesUnder(root)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`compressed ${count} client files (brotli and gzip)`);
