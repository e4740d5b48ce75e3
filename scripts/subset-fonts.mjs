#!/usr/bin/env node
// Makes the shop's web fonts once per build from Fontsource's files: per family and weight, the
// characters Polish and English text need (Basic Latin, Latin-1, typographic punctuation) and a small
// file of the Polish letters alone, instead of Fontsource's latin-ext file (the whole of Central and
// Eastern Europe) that every Polish page would download. Anything outside falls back to the next font
// in the stack, glyph by glyph.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('../', import.meta.url).pathname;
const out = join(root, 'client/src/styles/fonts');

const FONTS = [
  { family: 'Cormorant Garamond', package: 'cormorant-garamond', weights: [500, 600] },
  { family: 'Lato', package: 'lato', weights: [400, 700] },
];
// Basic Latin, Latin-1 Supplement, Polish letters, dashes, quotes, bullet, ellipsis, euro, trade mark.
const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];
const POLISH = 'ĄąĆćĘęŁłŃńŚśŹźŻż';
const latinText = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
const latinRange = RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
const polishRange = [...POLISH].map((letter) => `U+${hex(letter.codePointAt(0))}`).join(', ');

mkdirSync(out, { recursive: true });
const faces = [];
for (const font of FONTS) {
  for (const weight of font.weights) {
    const files = join(root, 'node_modules/@fontsource', font.package, 'files');
    // Fontsource's latin and latin-ext files are halves of one font: the Polish letters live in the second.
    const source = (subset) => readFileSync(join(files, `${font.package}-${subset}-${weight}-normal.woff2`));
    const name = `${font.package}-${weight}`;
    const latin = await subsetFont(source('latin'), latinText, { targetFormat: 'woff2' });
    const polish = await subsetFont(source('latin-ext'), POLISH, { targetFormat: 'woff2' });
    writeFileSync(join(out, `${name}.woff2`), latin);
    writeFileSync(join(out, `${name}-pl.woff2`), polish);
    const face = (file, range) =>
      `@font-face {\n  font-family: '${font.family}';\n  font-style: normal;\n  font-weight: ${weight};\n  font-display: swap;\n  src: url('./fonts/${file}.woff2') format('woff2');\n  unicode-range: ${range};\n}`;
    faces.push(face(name, latinRange), face(`${name}-pl`, polishRange));
    console.log(`${name}: ${latin.length} + ${polish.length} bytes`);
  }
}
writeFileSync(join(root, 'client/src/styles/fonts.css'), `/* Written by scripts/subset-fonts.mjs at build time; do not edit. */\n${faces.join('\n')}\n`);
