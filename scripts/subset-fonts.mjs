// Makes the shop's web fonts once per build from Fontsource's files, per family and weight, in three
// files that the browser fetches only when a page shows one of their characters (unicode-range):
//   - the text of every page: Basic Latin, ó, the no-break space and middle dot, typographic punctuation;
//   - the Polish letters (ą ć ę ł ń ś ź ż and capitals), from Fontsource's latin-ext file;
//   - the rest of Latin-1 (é, ü, ß, …), which names and descriptions seldom use.
// Anything outside falls back to the next font in the stack, glyph by glyph. The display face
// (Cormorant Garamond, headings) is subset without its ligature and alternate glyphs: much smaller,
// and headings show "fi" as two letters. The text face (Lato) is subset without its hinting
// instructions, which phones and Macs never use: its files are much smaller (docs/performance.md);
// Windows renders it with DirectWrite's own smoothing instead. Cormorant
// has no hinting to drop.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('../', import.meta.url).pathname;
const out = join(root, 'client/src/styles/fonts');

const FONTS = [
  {
    family: 'Cormorant Garamond',
    package: 'cormorant-garamond',
    weights: [500, 600],
    display: true,
    hinted: true,
  },
  { family: 'Lato', package: 'lato', weights: [400, 700], display: false, hinted: false },
];
const codes = (ranges) =>
  ranges.flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
// Basic Latin; no-break space, ©, «, °, ·, », ó, Ó, ×; dashes, quotes, bullet, ellipsis, ‹ ›, euro, trade mark.
const TEXT = codes([
  [0x20, 0x7e],
  [0xa0],
  [0xa9],
  [0xab],
  [0xb0],
  [0xb7],
  [0xbb],
  [0xd3],
  [0xd7],
  [0xf3],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022],
  [0x2026],
  [0x2039, 0x203a],
  [0x20ac],
  [0x2122],
]);
const POLISH = [...'ĄąĆćĘęŁłŃńŚśŹźŻż'].map((letter) => letter.codePointAt(0));
const LATIN1 = codes([[0xa1, 0xff]]).filter((code) => !TEXT.includes(code));

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
/** unicode-range of a set of code points, consecutive ones as one range. */
function unicodeRange(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const ranges = [];
  for (const code of sorted) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}
const text = (list) => String.fromCodePoint(...list);

mkdirSync(out, { recursive: true });
const faces = [];
for (const font of FONTS) {
  for (const weight of font.weights) {
    const folder = join(root, 'node_modules/@fontsource', font.package, 'files');
    // Fontsource's latin and latin-ext files are halves of one font: the Polish letters live in the second.
    const source = (subset) => readFileSync(join(folder, `${font.package}-${subset}-${weight}-normal.woff2`));
    const name = `${font.package}-${weight}`;
    const parts = [
      { file: name, subset: 'latin', characters: TEXT },
      { file: `${name}-pl`, subset: 'latin-ext', characters: POLISH },
      { file: `${name}-latin1`, subset: 'latin', characters: LATIN1 },
    ];
    const sizes = [];
    for (const { file, subset, characters } of parts) {
      const woff2 = await subsetFont(source(subset), text(characters), {
        targetFormat: 'woff2',
        noLayoutClosure: font.display,
        noHinting: !font.hinted,
      });
      writeFileSync(join(out, `${file}.woff2`), woff2);
      sizes.push(woff2.length);
      faces.push(
        `@font-face {\n  font-family: '${font.family}';\n  font-style: normal;\n  font-weight: ${weight};\n  font-display: swap;\n  src: url('./fonts/${file}.woff2') format('woff2');\n  unicode-range: ${unicodeRange(characters)};\n}`,
      );
    }
    console.log(`${name}: ${sizes.join(' + ')} bytes`);
  }
}
writeFileSync(
  join(root, 'client/src/styles/fonts.css'),
  `/* Written by scripts/subset-fonts.mjs at build time; do not edit. */\n${faces.join('\n')}\n`,
);
