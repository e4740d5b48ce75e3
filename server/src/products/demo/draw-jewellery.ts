/**
 * Demo pictures, drawn rather than downloaded: soutache work is layered braid sewn around a stone, so
 * each picture is concentric braided outlines in the piece's own colours, a faceted stone and beads,
 * laid out by the kind of piece, on a soft fabric background. SVG text, rasterised by sharp.
 */

export type PieceKind = 'earrings' | 'necklace' | 'bracelet' | 'brooch' | 'comb';

export const PICTURE_WIDTH = 1000;
export const PICTURE_HEIGHT = 1250;

/** A small deterministic generator, so the same seed always draws the same picture. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const teardrop = (s: number) =>
  `M 0 ${-s} C ${s * 0.62} ${-s * 0.42}, ${s * 0.78} ${s * 0.34}, 0 ${s * 0.78} C ${-s * 0.78} ${s * 0.34}, ${-s * 0.62} ${-s * 0.42}, 0 ${-s} Z`;
const circle = (s: number) => `M ${-s} 0 A ${s} ${s} 0 1 0 ${s} 0 A ${s} ${s} 0 1 0 ${-s} 0 Z`;
const oval = (s: number) =>
  `M ${-s * 1.45} 0 A ${s * 1.45} ${s * 0.62} 0 1 0 ${s * 1.45} 0 A ${s * 1.45} ${s * 0.62} 0 1 0 ${-s * 1.45} 0 Z`;

/** Concentric braided outlines: each ring a cord with a lighter twisted highlight, as soutache braid looks. */
function braid(shape: (s: number) => string, size: number, colors: string[], rings: number): string {
  const parts: string[] = [];
  for (let i = 0; i < rings; i++) {
    const s = size * (1 - i * 0.075);
    const color = colors[i % colors.length];
    parts.push(`<path d="${shape(s)}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="15"/>`);
    parts.push(`<path d="${shape(s)}" fill="none" stroke="${color}" stroke-width="11"/>`);
    parts.push(
      `<path d="${shape(s)}" fill="none" stroke="${shade(color, 0.45)}" stroke-width="3" stroke-dasharray="3 7" opacity="0.8"/>`,
    );
  }
  return parts.join('');
}

function stone(id: string, rx: number, ry: number, color: string): string {
  return (
    `<ellipse rx="${rx}" ry="${ry}" fill="url(#${id})" stroke="${shade(color, -0.5)}" stroke-width="3"/>` +
    `<path d="M ${-rx * 0.5} ${-ry * 0.2} L 0 ${-ry * 0.7} L ${rx * 0.5} ${-ry * 0.2} L 0 ${ry * 0.55} Z" fill="#fff" opacity="0.12"/>` +
    `<ellipse cx="${-rx * 0.32}" cy="${-ry * 0.38}" rx="${rx * 0.18}" ry="${ry * 0.12}" fill="#fff" opacity="0.55"/>`
  );
}

function beads(
  count: number,
  radius: number,
  rx: number,
  ry: number,
  color: string,
  from = 0,
  to = Math.PI * 2,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = from + ((to - from) * i) / (to - from >= Math.PI * 2 ? count : count - 1);
    const x = Math.sin(a) * rx;
    const y = -Math.cos(a) * ry;
    parts.push(
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius}" fill="${color}" stroke="${shade(color, -0.45)}" stroke-width="1.5"/>`,
    );
    parts.push(
      `<circle cx="${(x - radius * 0.3).toFixed(1)}" cy="${(y - radius * 0.35).toFixed(1)}" r="${radius * 0.3}" fill="#fff" opacity="0.6"/>`,
    );
  }
  return parts.join('');
}

/** One soutache element: braid around a stone with a ring of beads, at a position and scale. */
function element(
  kind: 'drop' | 'round' | 'oval',
  x: number,
  y: number,
  scale: number,
  colors: string[],
  stoneId: string,
  pearl: string,
): string {
  const shape = kind === 'drop' ? teardrop : kind === 'round' ? circle : oval;
  const size = 120;
  const stoneShape =
    kind === 'drop'
      ? stone(stoneId, 44, 58, colors[0])
      : kind === 'round'
        ? stone(stoneId, 52, 52, colors[0])
        : stone(stoneId, 70, 36, colors[0]);
  const ring =
    kind === 'drop'
      ? `<g transform="translate(0 -14)">${beads(13, 9, 96, 128, pearl, -2.6, 2.6)}</g>`
      : kind === 'round'
        ? beads(18, 9, 140, 140, pearl)
        : beads(20, 8, 192, 88, pearl);
  return `<g transform="translate(${x} ${y}) scale(${scale})">${ring}${braid(shape, size, colors, 5)}${stoneShape}</g>`;
}

export interface Drawing {
  kind: PieceKind;
  /** The piece's colours, main first (#rrggbb). */
  colors: string[];
  seed: number;
  /** The n-th picture of the piece: a different view (closer, turned). */
  view: number;
}

export function drawJewellery({ kind, colors, seed, view }: Drawing): string {
  const next = random(seed * 31 + view);
  const main = colors[0];
  const pearl =
    colors.includes('#efe6d2') || kind === 'comb' ? '#f3ece0' : shade(colors[colors.length - 1], 0.55);
  const dark = next() < 0.55;
  const background = dark ? [shade(main, -0.82), '#140f0e'] : ['#f6efe6', shade(main, 0.78)];
  const zoom = 1 + view * 0.18;
  const turn = (next() - 0.5) * 14 + view * 6;
  const stoneId = `stone${seed}${view}`;
  const body: string[] = [];
  const cx = PICTURE_WIDTH / 2;
  const cy = PICTURE_HEIGHT / 2;
  switch (kind) {
    case 'earrings': {
      const withDrop = next() < 0.7;
      for (const side of [-1, 1]) {
        const x = cx + side * 215;
        body.push(
          `<path d="M ${x} ${cy - 390} q ${side * -40} -70 0 -110" fill="none" stroke="#c9a045" stroke-width="7"/>`,
        );
        body.push(element('drop', x, cy - 170, 1.45, colors, stoneId, pearl));
        if (withDrop)
          body.push(element('round', x, cy + 190, 0.62, colors.slice(1).concat(main), stoneId, pearl));
      }
      break;
    }
    case 'necklace':
      body.push(
        `<path d="M 90 80 Q ${cx} ${cy + 120} ${PICTURE_WIDTH - 90} 80" fill="none" stroke="#c9a045" stroke-width="6"/>`,
      );
      for (let i = 1; i < 16; i++) {
        // Beads threaded on the chain (points of its quadratic curve).
        const t = 0.12 + (0.76 * i) / 16;
        const x = (1 - t) * (1 - t) * 90 + 2 * (1 - t) * t * cx + t * t * (PICTURE_WIDTH - 90);
        const y = (1 - t) * (1 - t) * 80 + 2 * (1 - t) * t * (cy + 120) + t * t * 80;
        body.push(
          `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="12" fill="${pearl}" stroke="${shade(pearl, -0.4)}" stroke-width="2"/>`,
        );
      }
      body.push(element('drop', cx, cy + 150, 1.5, colors, stoneId, pearl));
      break;
    case 'bracelet':
      for (let i = 0; i < 3; i++)
        body.push(
          element(
            i === 1 ? 'round' : 'oval',
            cx + (i - 1) * 310,
            cy + (i === 1 ? 0 : 20),
            i === 1 ? 0.95 : 0.62,
            colors,
            stoneId,
            pearl,
          ),
        );
      body.push(
        `<path d="M 60 ${cy + 210} Q ${cx} ${cy + 300} ${PICTURE_WIDTH - 60} ${cy + 210}" fill="none" stroke="${shade(main, -0.3)}" stroke-width="10"/>`,
      );
      break;
    case 'brooch':
      for (let i = 0; i < 6; i++)
        body.push(
          `<g transform="rotate(${i * 60} ${cx} ${cy})">${element('drop', cx, cy - 230, 0.62, colors.slice(1).concat(main), stoneId, pearl)}</g>`,
        );
      body.push(element('round', cx, cy, 1.0, colors, stoneId, pearl));
      break;
    case 'comb':
      body.push(
        `<path d="M 120 ${cy + 60} Q ${cx} ${cy - 40} ${PICTURE_WIDTH - 120} ${cy + 60}" fill="none" stroke="#c9a045" stroke-width="9"/>`,
      );
      for (let i = 0; i < 5; i++)
        body.push(
          element(
            i % 2 ? 'round' : 'drop',
            200 + i * 150,
            cy - 30 - (i % 2) * 40,
            0.55,
            colors,
            stoneId,
            pearl,
          ),
        );
      for (let i = 0; i < 9; i++)
        body.push(
          `<circle cx="${160 + i * 85}" cy="${cy + 170 + (i % 2) * 26}" r="14" fill="${pearl}" stroke="${shade(pearl, -0.35)}" stroke-width="2"/>`,
        );
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">
<defs>
<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${background[1]}"/><stop offset="1" stop-color="${background[0]}"/></radialGradient>
<radialGradient id="${stoneId}" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="${shade(main, 0.6)}"/><stop offset="0.45" stop-color="${main}"/><stop offset="1" stop-color="${shade(main, -0.6)}"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<g opacity="0.07" stroke="${dark ? '#fff' : '#000'}" stroke-width="1">${Array.from({ length: 26 }, (_, i) => `<path d="M 0 ${i * 50} Q ${cx} ${i * 50 + 30} ${PICTURE_WIDTH} ${i * 50}" fill="none"/>`).join('')}</g>
<g transform="translate(${cx} ${cy}) rotate(${turn.toFixed(1)}) scale(${zoom.toFixed(2)}) translate(${-cx} ${-cy})">${body.join('')}</g>
</svg>`;
}
