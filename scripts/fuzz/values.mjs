// The values the fuzz sends: valid-ish ones, boundary ones and wrong ones, and the files of its uploads.
import sharp from 'sharp';

export const STRINGS = [
  '',
  ' ',
  'x',
  'Kolczyki z sutaszu',
  'Naszyjnik ślubny — złoto i perła',
  'ąęółżźćń ĄĘÓŁŻŹĆŃ 🌸💍',
  'مرحبا שלום 你好 👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301 zero\u200bwidth \u202eRTL',
  '\ud800 lone surrogate',
  'a\u0000b',
  '\u0007\u001b[31m\r\n\t',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '%s%n%x %00 ${7*7} {{7*7}}',
  '../../../../etc/passwd',
  '__proto__',
  '{"json":"in a string"}',
  '# Title\n\n**bold** [link](javascript:alert(1)) ![img](/uploads/x.webp)\n\n```\ncode\n```',
  'user@example.com',
  '2026-12-01T10:00:00Z',
  'NaN',
  '-1',
  '9'.repeat(40),
];
/** Long texts, made once: over every documented maximum (200, 1,000, 5,000, 40,000 characters). */
export const LONG_STRINGS = [
  'a'.repeat(201),
  'ż'.repeat(1001),
  'x '.repeat(2600),
  'word '.repeat(8001),
  '🌸'.repeat(50_000),
];
export const INTS = [
  0, 1, 2, 3, 5, 6, -1, -2_147_483_648, 2_147_483_647, 2_147_483_648, -2_147_483_649, 9_007_199_254_740_991,
  1e15, 100, 101,
];
export const FLOATS = [0, 0.01, 1.5, -0.5, 149.99, 290, 1e308, -1e308, 5e-324, 99_999_999.99, 100_000_000];
export const WRONG = [
  null,
  true,
  false,
  'not a number',
  '1',
  3.5,
  {},
  [],
  [1, 2],
  { nested: { deeper: [null] } },
  -0.0001,
];
export const DATES = [
  '2026-12-01T08:00:00Z',
  '2030-01-01T00:00:00.000+02:00',
  '2000-01-01T00:00:00Z',
  'yesterday',
  '',
  '2026-13-45T99:99:99Z',
  '0000-00-00',
  '275760-09-13T00:00:01Z',
];

/** A string, mostly an ordinary one, sometimes a long one. */
export const text = (r) => (r.chance(0.1) ? r.pick(LONG_STRINGS) : r.pick(STRINGS));
export const email = (r, label = 'fuzz') =>
  r.chance(0.8)
    ? `${label}.${r.int(1, 1e9)}@shop.test`
    : r.pick([
        'no-at-sign',
        '@shop.test',
        'a@b',
        `${'a'.repeat(300)}@shop.test`,
        'ANNA@EXAMPLE.COM',
        ' spaced@shop.test ',
        'a@[127.0.0.1]',
        '',
      ]);
export const password = (r) =>
  r.pick([
    'Fuzz-user-passphrase-2026',
    'short',
    '',
    'password',
    'a'.repeat(200),
    'ąęółżźćń ĄĘÓŁŻŹĆŃ 🌸',
    '\u0000'.repeat(12),
    'aaaaaaaaaaaaaaaa',
  ]);

/** The value of a JSON schema (OpenAPI's), valid-ish most of the time. `hint` picks ids for names like `id`. */
export function schemaValue(r, schema, components, hint = () => undefined, depth = 0) {
  if (!schema) return null;
  if (schema.$ref) return schemaValue(r, components[schema.$ref.split('/').pop()], components, hint, depth);
  if (r.chance(0.04)) return r.pick(WRONG);
  const type = Array.isArray(schema.type) ? r.pick(schema.type) : schema.type;
  if (schema.enum)
    return r.chance(0.9) ? r.pick(schema.enum) : r.pick(['', 'unknown', 'newest ', 'ANSWERED'.toLowerCase()]);
  switch (type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const out = {};
      for (const [name, sub] of props) {
        if (!required.has(name) && r.chance(0.5)) continue;
        if (required.has(name) && r.chance(0.03)) continue;
        out[name] = hint(name) ?? schemaValue(r, sub, components, hint, depth + 1);
      }
      if (r.chance(0.05)) out[r.pick(['isAdmin', 'id', '__proto__', 'constructor', 'extra'])] = r.pick(WRONG);
      return out;
    }
    case 'array':
      return depth > 3
        ? []
        : Array.from({ length: r.pick([0, 1, 2, 3, 60]) }, () =>
            schemaValue(r, schema.items, components, hint, depth + 1),
          );
    case 'integer':
      return r.chance(0.5) && schema.minimum !== undefined
        ? r.pick([
            schema.minimum,
            schema.minimum - 1,
            schema.maximum ?? schema.minimum + 1,
            (schema.maximum ?? 0) + 1,
          ])
        : r.pick(INTS);
    case 'number':
      return r.pick(FLOATS);
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return email(r);
      if (schema.format === 'date-time') return r.pick(DATES);
      if (schema.examples && r.chance(0.3)) return r.pick(schema.examples);
      return text(r);
  }
}

/** Files for uploads: a few real small pictures and junk that only looks like one. */
export async function makeFiles() {
  const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a2a3a' } });
  const jpeg = await base.clone().jpeg().toBuffer();
  const png = await base.clone().png().toBuffer();
  const webp = await base.clone().webp().toBuffer();
  // A PNG whose header claims 60,000 x 60,000 pixels: the pixel limit must refuse it before decoding.
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(60_000, 16);
  bomb.writeUInt32BE(60_000, 20);
  const valid = [
    { name: 'a.jpg', type: 'image/jpeg', bytes: jpeg },
    { name: 'b.png', type: 'image/png', bytes: png },
    { name: 'c.webp', type: 'image/webp', bytes: webp },
  ];
  const junk = [
    { name: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) },
    { name: 'text.jpg', type: 'image/jpeg', bytes: Buffer.from('not a picture at all') },
    { name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
    { name: 'bomb.png', type: 'image/png', bytes: bomb },
    {
      name: 'x.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    },
    { name: '../../evil.php', type: 'application/x-php', bytes: Buffer.from('<?php echo 1; ?>') },
    { name: 'zeros.webp', type: 'image/webp', bytes: Buffer.alloc(4096) },
    { name: 'ąę 🌸.png', type: 'image/png', bytes: png },
    { name: 'wrong-type.png', type: 'image/png', bytes: jpeg },
  ];
  return { valid, junk };
}

/** A multipart/form-data body made by hand, so the exact bytes can be written down to reproduce it. */
export function multipart(r, parts) {
  const boundary = `----fuzz${r.int(1e8, 9e8)}`;
  const chunks = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.name}"`
      : `form-data; name="${part.name}"`;
    const type = part.file ? `\r\nContent-Type: ${part.file.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      part.file ? part.file.bytes : Buffer.from(String(part.value)),
      Buffer.from('\r\n'),
    );
  }
  // Sometimes the closing boundary is left out: a body cut short.
  if (!r.chance(0.05)) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}
