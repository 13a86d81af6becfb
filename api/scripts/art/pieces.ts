/**
 * Small ingredients drawn once per file at unit size (about 10 units in radius, lit from the top left) and placed
 * with `<use>`: toppings, garnishes and the bits scattered around a plate.
 */
import { circle, type Ctx, ellipse, f, line, path, rect, use } from './core';
import { darken, FOOD, lighten, P } from './palette';

const ball = (r: number, color: string): string =>
  circle(0.6, 0.8, r, darken(color, 0.22)) +
  circle(-0.3, -0.3, r * 0.9, color) +
  ellipse(-r * 0.38, -r * 0.42, r * 0.3, r * 0.18, '#ffffff', 0.45, -35);

const leafPath = (l: number, w: number): string =>
  `M${f(-l)} 0Q${f(-l * 0.3)} ${f(-w * 1.3)} ${f(l)} 0Q${f(-l * 0.3)} ${f(w * 1.3)} ${f(-l)} 0Z`;

export const PIECES: Record<string, () => string> = {
  leaf: () =>
    path(leafPath(11, 6), FOOD.herb) +
    path(`M-11 0Q-3 -7 11 0Q-3 -2 -11 0Z`, FOOD.herbLight, 0.7) +
    line('M-9 0.5L9 0', darken(FOOD.herb, 0.25), 0.9),
  basil: () =>
    path(leafPath(11, 8), '#3f7d2a') +
    path(`M-11 0Q-3 -9 11 0Q-3 -3 -11 0Z`, '#5f9c3a', 0.8) +
    line('M-9 0.5L9 0', '#2c5a1c', 0.9),
  cilantro: () =>
    [0, 120, 240]
      .map(
        (a) => `<g transform="rotate(${a})">${path('M0 0c-4-3-3-9 1-10 4 1 5 7-1 10z', FOOD.herbLight)}</g>`,
      )
      .join('') + circle(0, 0, 1.5, FOOD.herb),
  dill: () =>
    line('M-10 6Q0 0 10 -6', '#5f8f30', 1.3) +
    [-6, -2, 2, 6]
      .map((x) =>
        line(`M${x} ${f(-x * 0.6)}l-3 -5M${x} ${f(-x * 0.6)}l4 -3M${x} ${f(-x * 0.6)}l-1 5`, '#6f9f3a', 1),
      )
      .join(''),
  scallion: () =>
    circle(0, 0, 4.5, '#5d9a34') + circle(0, 0, 2.6, '#cfe3a8') + circle(-0.4, -0.4, 1.2, '#9cc46a'),
  tomato: () =>
    circle(0.5, 0.8, 10, darken(FOOD.tomato, 0.2)) +
    circle(0, 0, 9.5, FOOD.tomato) +
    circle(0, 0, 7.2, '#ee6a4f') +
    [0, 120, 240]
      .map(
        (a) =>
          `<g transform="rotate(${a})">${ellipse(0, -3.8, 2.2, 3, '#f5a36a')}${circle(0, -3.6, 0.8, '#fbe3a0')}</g>`,
      )
      .join('') +
    ellipse(-4.5, -5, 2.5, 1.4, '#ffffff', 0.45, -35),
  cherry: () => ball(9, FOOD.tomato) + path('M-3 -8l3 2 3-2-3 -2z', FOOD.herb),
  egg: () =>
    ellipse(0.5, 0.8, 11, 8.5, darken(FOOD.egg, 0.14)) +
    ellipse(0, 0, 10.5, 8, FOOD.egg) +
    circle(0.5, 0.3, 5, darken(FOOD.yolk, 0.1)) +
    circle(0, 0, 4.6, FOOD.yolk) +
    ellipse(-1.6, -1.6, 1.6, 1, '#fff3c4', 0.8),
  avocado: () =>
    path('M-11 2Q0 -12 11 2Q0 -4 -11 2Z', FOOD.avocadoSkin) +
    path('M-10 1.5Q0 -10 10 1.5Q0 -3 -10 1.5Z', FOOD.avocado) +
    path('M-8 0.5Q0 -7 8 0.5Q0 -4 -8 0.5Z', '#d3df8a', 0.9),
  bacon: () =>
    path('M-12 -3q4-4 8 0t8 0 8 0v5q-4-4-8 0t-8 0-8 0z', FOOD.bacon) +
    path('M-12 -0.5q4-4 8 0t8 0 8 0v1.8q-4-4-8 0t-8 0-8 0z', FOOD.baconFat, 0.9),
  crumble: () => path('M-5 -2l3 -4 5 1 3 4-2 4-6 1-4-3z', '#f6f1e2') + circle(-1, -1, 1.2, '#ffffff', 0.8),
  blue: () =>
    path('M-5 -2l3 -4 5 1 3 4-2 4-6 1-4-3z', '#eef0ea') +
    circle(1, 0, 1.2, '#8fa3b0') +
    circle(-2, -2, 0.8, '#8fa3b0'),
  parm: () => path('M-8 -3l14 -2 2 4-14 3z', '#f2df9e') + path('M-8 -3l14 -2 0 1.5-14 2z', '#fff4c8'),
  crouton: () =>
    path('M-6 -3l6 -4 7 3-6 4z', '#f0c06b') +
    path('M-6 -3l7 3v7l-7 -3z', '#d9953f') +
    path('M1 0l6 -4v7l-6 4z', '#b9772e'),
  olive: () =>
    ellipse(0.5, 0.8, 6.5, 5, '#1e1916') +
    ellipse(0, 0, 6, 4.6, P.ink) +
    ellipse(0.6, 0.2, 2, 1.6, '#7a5a4a') +
    ellipse(-2.8, -2, 1.6, 0.8, '#ffffff', 0.4),
  redOnion: () => line('M-9 4Q0 -9 9 4', FOOD.redOnion, 3) + line('M-7 5Q0 -5 7 5', '#e9c6dc', 1.5),
  onion: () => line('M-9 4Q0 -9 9 4', '#f3ebdc', 3.2) + line('M-7 5Q0 -5 7 5', '#d8c9a6', 1.2),
  cucumber: () =>
    circle(0.5, 0.8, 9.5, '#3f6e22') +
    circle(0, 0, 9, '#5a8f34') +
    circle(0, 0, 7.6, '#d9ecb0') +
    [0, 60, 120, 180, 240, 300]
      .map((a) => `<g transform="rotate(${a})">${ellipse(0, -3.5, 0.9, 1.6, '#b6d48a')}</g>`)
      .join(''),
  carrot: () => line('M-9 2Q0 -3 9 1', FOOD.carrot, 2.6) + line('M-8 1Q0 -3.5 8 0', '#f6ad5c', 0.9),
  corn: () => rect(-3, -3, 6, 6, FOOD.corn, 2) + rect(-2, -2.4, 3, 2, '#fff0a0', 1, 0.8),
  bean: () =>
    ellipse(0.4, 0.6, 5, 3, '#1f1616') +
    ellipse(0, 0, 4.6, 2.7, FOOD.bean) +
    ellipse(-1.4, -0.9, 1.6, 0.6, '#ffffff', 0.35),
  chickpea: () => ball(5, '#e3bd7a'),
  pecan: () =>
    ellipse(0.5, 0.8, 9, 5, '#5e3316') +
    ellipse(0, 0, 8.5, 4.6, FOOD.pecan) +
    line('M-7 0q3.5-3 7 0t7 0', '#5e3316', 1.1) +
    line('M-6 -2.5q3-2 6 0', '#b07a45', 1),
  cranberry: () => ball(4, FOOD.cranberry),
  strawberry: () =>
    path('M0 10C-9 4-10-5-4-8c2-1 3 0 4 1 1-1 2-2 4-1 6 3 5 12-4 18z', FOOD.berry) +
    path('M-4-8c-2 1-3 4-2 8 1-3 3-5 6-7z', '#ffffff', 0.3) +
    [
      [-3, -2],
      [2, -3],
      [-1, 3],
      [3, 2],
      [0, -5],
    ]
      .map(([x, y]) => ellipse(x ?? 0, y ?? 0, 0.7, 1.1, '#f8dd8a'))
      .join('') +
    path('M-5 -8l5 2 5-2-3-3-2 2-2-2z', FOOD.herb),
  mandarin: () =>
    path('M-9 3Q0 -12 9 3Q0 -1 -9 3Z', '#f39a2b') + path('M-7 2Q0 -8 7 2Q0 -0.5 -7 2Z', '#f8b955'),
  beet: () =>
    path('M-6 -3l6 -4 7 3-6 4z', '#c2366e') +
    path('M-6 -3l7 3v7l-7 -3z', '#8e1f4d') +
    path('M1 0l6 -4v7l-6 4z', '#6c153a'),
  squash: () =>
    path('M-6 -3l6 -4 7 3-6 4z', '#f7b350') +
    path('M-6 -3l7 3v7l-7 -3z', FOOD.squash) +
    path('M1 0l6 -4v7l-6 4z', '#d57a22'),
  potato: () =>
    path('M-8 -2l7 -6 9 2 1 8-7 6-9-3z', '#c9835a') +
    path('M-7 -2l6 -5 8 2 0 6-7 5-7-3z', FOOD.potato) +
    ellipse(-2, -2.5, 3, 1.5, '#fff1c8', 0.6),
  chicken: () =>
    path('M-12 -4q12-5 24 0l-1 8q-11 4-22 0z', FOOD.chickenGrilled) +
    path('M-12 -4q12-5 24 0l-0.5 3q-11-4-23 0z', '#ecc48a', 0.8) +
    line('M-7 -4l-3 8M-1 -5l-3 9M5 -5l-3 9', '#8a5a2b', 1.6, 0.85),
  salami: () =>
    circle(0.5, 0.8, 9.5, '#7a1e1e') +
    circle(0, 0, 9, '#b23a3a') +
    [
      [-3, -3],
      [3, -1],
      [-1, 4],
      [4, 4],
      [-5, 2],
    ]
      .map(([x, y]) => circle(x ?? 0, y ?? 0, 1.2, '#f2c9b5'))
      .join(''),
  mozzarella: () =>
    circle(0.5, 0.8, 9, '#e7e0cf') + circle(0, 0, 8.6, '#fbf8ef') + ellipse(-3, -3.5, 3, 1.6, '#ffffff', 0.9),
  shrimp: () =>
    line('M6 -7C-6 -10 -10 2 -3 7', darken(FOOD.shrimp, 0.15), 8.5) +
    line('M6 -7C-6 -10 -10 2 -3 7', FOOD.shrimp, 7) +
    line('M4 -6C-4 -8 -7 1 -2 5', '#fbc2a0', 2.4, 0.8) +
    line('M-2 -7.5l1 4M-6 -4.5l3 2.5M-7 1l3.5 0.5', '#d8623a', 1, 0.8) +
    path('M5 -10l5 2-4 3z', '#e0663e'),
  sesame: () => ellipse(0, 0, 1.9, 1.1, '#f6ead0') + ellipse(0.3, 0.3, 1.5, 0.7, '#d9c29a', 0.6),
  blackSesame: () => ellipse(0, 0, 1.9, 1.1, '#2a2622'),
  jalapeno: () => circle(0, 0, 7, '#3f8a2c') + circle(0, 0, 5.2, '#b9d98a') + circle(0, 0, 2.4, '#f1f0c0'),
  lime: () =>
    path('M-12 0A12 12 0 0 0 12 0Z', '#5f8f22') +
    path('M-10.5 0A10.5 10.5 0 0 0 10.5 0Z', '#e8f0b0') +
    path('M-9 0A9 9 0 0 0 9 0Z', FOOD.lime) +
    line('M0 0v8M0 0l6 6M0 0l-6 6', '#e8f0b0', 1),
  lemon: () =>
    path('M-12 0A12 12 0 0 0 12 0Z', '#e0b820') +
    path('M-10.5 0A10.5 10.5 0 0 0 10.5 0Z', '#fff5c8') +
    path('M-9 0A9 9 0 0 0 9 0Z', FOOD.lemon) +
    line('M0 0v8M0 0l6 6M0 0l-6 6', '#fff5c8', 1),
  edamame: () =>
    path('M-10 2q0-6 5-5 3-3 6 0 4-3 7 1 1 5-4 6-2 2-6 0-4 3-8-2z', '#7fb04a') +
    circle(-5, 0, 2, '#a7cf6e') +
    circle(1, -1, 2, '#a7cf6e') +
    circle(6, 0, 2, '#a7cf6e'),
  broccoli: () =>
    rect(-2, 2, 4, 8, '#8fb35a', 2) +
    circle(-5, -1, 5, '#3f7d2a') +
    circle(4, -1, 5, '#3f7d2a') +
    circle(0, -5, 6, '#4f8f32') +
    circle(-2, -7, 2, '#79ad4a', 0.8),
  mushroom: () =>
    path('M-9 0q0-8 9-8t9 8z', '#a07a5a') +
    path('M-3 0h6v6h-6z', '#e8dcc8') +
    path('M-8 -1q1-5 7-6', '#c9a584', 0.7),
  pickle: () =>
    circle(0.5, 0.8, 9, '#55702a') +
    circle(0, 0, 8.5, FOOD.pickle) +
    circle(0, 0, 6.5, '#c9d98a') +
    [0, 72, 144, 216, 288]
      .map((a) => `<g transform="rotate(${a})">${ellipse(0, -3.2, 0.9, 1.6, '#9bb24a')}</g>`)
      .join(''),
  kimchi: () =>
    path('M-9 -2q5-5 9 0t9 0l-2 4q-4-3-8 1t-8-1z', '#d9482e') + path('M-7 -1q4-3 7 0', '#f4b39a', 0.7),
  pepper: () => line('M-9 3Q0 -6 9 2', '#d63b2a', 4) + line('M-8 2Q0 -5 8 1', '#f07a5a', 1.3, 0.8),
  yellowPepper: () => line('M-9 3Q0 -6 9 2', '#f2b92a', 4) + line('M-8 2Q0 -5 8 1', '#f8dc7a', 1.3, 0.8),
  apple: () =>
    path('M-10 3Q0 -12 10 3Q0 -2 -10 3Z', '#c9463d') + path('M-8.5 2Q0 -9 8.5 2Q0 -1 -8.5 2Z', '#fbf0cf'),
  sprout: () =>
    path('M-8 -2q8-4 16 0', 'none') +
    line('M-8 4Q0 -2 8 -4', '#e9e6c8', 1.4) +
    ellipse(8, -4, 2.4, 1.6, '#8fb35a'),
  kale: () =>
    path(leafPath(12, 7), '#2f5e2a') +
    line('M-10 0q5-4 10 0t10 0', '#4c7d3a', 2) +
    line('M-9 0.5L9 0', '#5d8f4a', 0.9),
  ginger: () => path('M-9 2Q0 -8 9 2Q0 -2 -9 2Z', '#f2b0a8') + path('M-7 1Q0 -5 7 1', '#fbd8d0', 0.8),
  shredG: () => line('M-9 2Q0 -3 9 1', '#c4d98a', 2.8) + line('M-8 1Q0 -3.5 8 0', '#e3edc0', 0.9),
  shredW: () => line('M-9 2Q0 -3 9 1', '#f3f0dc', 2.8) + line('M-8 1Q0 -3.5 8 0', '#ffffff', 0.9),
  cabbage: () => line('M-9 2Q0 -3 9 1', '#8c4a86', 2.8) + line('M-8 1Q0 -3.5 8 0', '#c98ac0', 0.9),
  sprouthalf: () =>
    ellipse(0.5, 0.8, 9, 7.5, '#3f6e22') +
    ellipse(0, 0, 8.6, 7, '#6f9a3a') +
    ellipse(1.5, 0, 5.5, 4.4, '#c9d98a') +
    line('M-3 0q3-3 6 0', '#8fb35a', 1),
  hummus: () =>
    ellipse(0, 0, 10, 6, '#d9b978') +
    ellipse(-1, -1, 8, 4.5, '#ecd5a0') +
    line('M-5 -1q5-3 10 0', '#c9a060', 1.2),
  rice: () => ellipse(0, 0, 2.6, 1.3, '#ffffff') + ellipse(0.5, 0.5, 2, 0.8, '#e8e0cc', 0.6),
  peanut: () => ellipse(0, 0, 4.6, 3.2, '#d6a35e') + ellipse(-1.2, -1, 1.8, 1, '#f0cf95'),
  pepita: () => ellipse(0, 0, 4, 2, '#5f8f3a') + ellipse(-0.6, -0.4, 2.6, 1, '#8ab55a'),
  rosemary: () =>
    line('M-10 4Q0 0 10 -4', '#6b5a3a', 1) +
    [-7, -3, 1, 5]
      .map((x) => line(`M${x} ${f(-x * 0.4)}l-2 -4M${x} ${f(-x * 0.4)}l2 4`, '#4f6f3a', 1.6))
      .join(''),
  pico: () =>
    rect(-3, -3, 6, 6, FOOD.tomato, 1.5) +
    rect(4, -1, 4, 4, '#f3ebdc', 1) +
    rect(-7, 1, 3.5, 3.5, '#5d9a34', 1),
  chili: () => path('M-10 -2q8-6 18 4l-2 2q-8-6-16-3z', '#b4261c') + path('M8 2l3-1 0 3z', '#4f8a2c'),
  relish: () => rect(-2.4, -2.4, 4.8, 4.8, '#6f9a2a', 1.2) + rect(-1.4, -1.8, 2, 1.5, '#a6c85a', 0.6),
  peach: () =>
    circle(0.6, 0.8, 10, '#c8642a') +
    circle(0, 0, 9.6, FOOD.peach) +
    circle(1.5, 1.5, 3.5, '#a9421f') +
    line('M-7 -4l9 -4M-8 1l13 -6M-6 6l12 -6', '#7a3a18', 1.6, 0.7),
};

export type PieceKind = keyof typeof PIECES;

/** Places one piece (its definition goes into the file once). */
export function piece(ctx: Ctx, kind: string, x: number, y: number, scale = 1, rot = 0): string {
  const draw = PIECES[kind];
  if (!draw) throw new Error(`no piece ${kind}`);
  const id = ctx.def(`p-${kind}`, () => `<g id="p-${kind}">${draw()}</g>`);
  return use(id, x, y, rot, scale);
}

/**
 * Scatters `n` pieces over an ellipse (cx, cy, rx, ry), evenly but not in rows: a golden-angle spiral jittered by
 * the picture's own random numbers.
 */
export function scatter(
  ctx: Ctx,
  kinds: readonly string[],
  n: number,
  area: { cx: number; cy: number; rx: number; ry: number },
  scale: number,
  spin = 180,
): string {
  const out: string[] = [];
  const phase = ctx.r() * Math.PI * 2;
  for (let i = 0; i < n; i++) {
    const a = phase + i * 2.39996;
    const d = Math.sqrt((i + 0.5) / n) * (0.85 + ctx.r() * 0.15);
    const x = area.cx + Math.cos(a) * area.rx * d;
    const y = area.cy + Math.sin(a) * area.ry * d;
    const kind = kinds[i % kinds.length] ?? 'leaf';
    out.push(piece(ctx, kind, x, y, scale * (0.85 + ctx.r() * 0.3), (ctx.r() - 0.5) * 2 * spin));
  }
  // Draw the pieces further back first, so nearer ones overlap them.
  return out
    .map((s, i) => [s, Number(/translate\([\d.-]+ ([\d.-]+)\)/.exec(s)?.[1] ?? 0), i] as const)
    .sort((a, b) => a[1] - b[1] || a[2] - b[2])
    .map(([s]) => s)
    .join('');
}

const TEXTURES: Record<string, [size: number, base: string, draw: () => string]> = {
  rice: [28, '#f6f0e0', () => grains('#ffffff', '#e2d8c0', 2.8, 1.3, 11)],
  quinoa: [24, '#e6d2a2', () => grains('#f3e4bd', '#c9a86a', 1.8, 1.6, 12)],
  farro: [26, '#b48450', () => grains('#d2a46e', '#8a5e32', 3, 1.6, 10)],
  wild: [26, '#5a4030', () => grains('#7a5a44', '#2e2018', 3.6, 1, 10)],
  cilantroRice: [
    28,
    '#eef0dc',
    () =>
      grains('#ffffff', '#d8dcc0', 2.8, 1.3, 10) +
      ellipse(8, 20, 2.2, 1.2, '#4f8a2c') +
      ellipse(22, 6, 2, 1, '#4f8a2c'),
  ],
  noodle: [
    40,
    '#f0dca0',
    () => [6, 16, 26, 36].map((y) => line(`M-4 ${y}q11 -7 22 0t22 0`, '#d9bf78', 3)).join(''),
  ],
};

function grains(light: string, dark: string, l: number, w: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = ((i * 37) % 26) + 1;
    const y = ((i * 53) % 26) + 1;
    out +=
      ellipse(x + 0.6, y + 0.6, l, w, dark, 0.8, (i * 47) % 180) +
      ellipse(x, y, l, w, light, 1, (i * 47) % 180);
  }
  return out;
}

/** A fill of many small things (rice, grains, slaw, noodles) as a pattern, defined once per file. */
export function texture(ctx: Ctx, kind: string): { fill: string; base: string } {
  const [size, base, draw] = TEXTURES[kind] ?? TEXTURES.rice ?? [28, '#ffffff', () => ''];
  const id = ctx.def(
    `t-${kind}`,
    () =>
      `<pattern id="t-${kind}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="${base}"/>${draw()}</pattern>`,
  );
  return { fill: `url(#${id})`, base };
}

/** A light gloss line on a sauce or glaze. */
export const gloss = (d: string, width: number): string => line(d, '#ffffff', width, 0.5);
export { lighten };
