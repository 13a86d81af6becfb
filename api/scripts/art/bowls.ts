/**
 * Dishes served in a bowl: leafy salads, wedges, grain and rice bowls in sections, and mixed salads (pasta, potato,
 * slaw), each dressed with the recipe's sauce.
 */
import { blob, type Ctx, ellipse, f, line, path, smoothOpen, use } from './core';
import { type DishInfo, has, herbOf, toppingPieces } from './dish';
import { darken, FOOD, lighten, P, type Sauce } from './palette';
import { piece, scatter, texture } from './pieces';
import { bowl, plate, TILT } from './surface';

const GLAZES = ['#f4efe4', '#dfe6da', '#e9d6c3', '#2f5b43', '#f3e6cf'] as const;

/** A glossy drizzle along a wavy line across an area. */
export function drizzle(
  ctx: Ctx,
  sauce: Sauce,
  cx: number,
  cy: number,
  w: number,
  h: number,
  width = 9,
  turns = 3,
): string {
  const pts: [number, number][] = [];
  const n = turns * 2 + 1;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    pts.push([
      cx - w / 2 + w * t + (ctx.r() - 0.5) * 20,
      cy + (i % 2 ? -h / 2 : h / 2) * (0.7 + ctx.r() * 0.3),
    ]);
  }
  const id = ctx.shape(smoothOpen(pts));
  const stroke = (color: string, w: number, extra: string): string =>
    `<use href="#${id}" fill="none" stroke="${color}" stroke-width="${f(w)}"${extra}/>`;
  return (
    stroke(sauce.shade, width + 3, ' transform="translate(1.5 2)"') +
    stroke(sauce.base, width, '') +
    stroke(sauce.hi, width * 0.28, ' opacity=".8" transform="translate(-1.5 -2)"')
  );
}

/** A dollop of sauce: a soft pool with a rim shade, a gloss and its flecks. */
export function dollop(ctx: Ctx, sauce: Sauce, cx: number, cy: number, r: number): string {
  const radii = Array.from({ length: 9 }, () => r * (0.85 + ctx.r() * 0.25));
  return (
    ctx.twice(blob(cx, cy, radii, TILT * 1.4), sauce.shade, sauce.base) +
    ellipse(cx - r * 0.3, cy - r * 0.2, r * 0.35, r * 0.12, sauce.hi, 0.8, -15)
  );
}

/** Leaves heaped in a mound: many ruffled leaf blobs in the greens' tones. */
function greensMound(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  tones: readonly string[],
): string {
  // Five leaf shapes per salad, each defined once and placed several times, turned and scaled.
  const leaves = Array.from({ length: 5 }, (_, k) => {
    const tone = tones[k % tones.length] ?? FOOD.lettuce;
    const radii = Array.from({ length: 7 }, () => 32 * (0.7 + ctx.r() * 0.4));
    const d = blob(0, 0, radii, 0.55, ctx.r() * 180);
    return ctx.def(
      `lf${k}`,
      () =>
        `<g id="lf${k}">${path(d, darken(tone, 0.25)).replace('/>', ' transform="translate(2 3)"/>')}${path(d, tone)}${line('M-16 0q16-5 32 0', lighten(tone, 0.35), 2, 0.6)}</g>`,
    );
  });
  let out = '';
  const n = 30;
  for (let i = 0; i < n; i++) {
    const a = i * 2.39996 + ctx.r();
    const dd = Math.sqrt((i + 0.5) / n);
    const x = cx + Math.cos(a) * rx * dd;
    const y = cy + Math.sin(a) * ry * dd - (1 - dd) * ry * 0.5;
    out += use(leaves[i % leaves.length] ?? 'lf0', x, y, (ctx.r() - 0.5) * 60, 0.85 + ctx.r() * 0.4);
  }
  return out;
}

const GREENS: [RegExp, string[]][] = [
  [/kale/, ['#2f5e2a', '#3f6e34', '#4c7d3a']],
  [/spinach/, ['#3d6e2a', '#4f8a2c', '#5d9638']],
  [/arugula/, ['#4f8a2c', '#64a03a', '#3f7d2a']],
  [/iceberg|napa|cabbage/, ['#c6df8a', '#b2d278', '#d8e9a8']],
  [/romaine/, ['#7cae3e', '#95c253', '#5f9a34']],
  [/.*/, ['#6aa33c', '#8fbf4e', '#4f8a2c', '#9c4a6a']],
];

/** A leafy salad in a wide bowl, toppings on the greens, dressing drizzled over and served beside. */
export function salad(ctx: Ctx, d: DishInfo): string {
  const glaze = ctx.r.pick(GLAZES);
  const r = 230;
  const b = bowl(0, -10, r, 72, glaze);
  const tones = (GREENS.find(([re]) => re.test(d.base))?.[1] ?? ['#6aa33c']).slice();
  const tops = toppingPieces([d.main, ...d.extras]).filter((k) => !['basil', 'leaf'].includes(k));
  const area = { cx: 0, cy: -40, rx: r * 0.72, ry: r * TILT * 0.75 };
  return (
    b.back +
    greensMound(ctx, 0, -18, r * 0.86, r * TILT * 0.85, tones) +
    (tops.length ? scatter(ctx, tops, Math.max(10, tops.length * 4), area, 2.1) : '') +
    drizzle(ctx, d.sauce, 0, -50, r * 1.1, 40, 8, 3) +
    b.front
  );
}

/** A wedge of iceberg on a plate, the dressing poured over its top. */
export function wedge(ctx: Ctx, d: DishInfo): string {
  const tops = toppingPieces(d.extras.concat(d.main));
  // A quarter head of iceberg on its side: the rounded outer leaves behind, the cut face with its layers in front.
  const rings = [120, 92, 64, 38]
    .map((r, i) => line(`M${-r} 36A${r} ${r * 0.9} 0 0 1 ${r} 36`, i % 2 ? '#c9e09a' : '#b3d27e', 4, 0.9))
    .join('');
  return (
    plate(0, 30, 250, 'porcelain') +
    ctx.twice('M-176 36C-184 -80 -96 -176 8 -176C118 -176 184 -86 170 36Z', '#6f9f3a', '#8fbf4e', 4, 4) +
    path('M-150 36A150 136 0 0 1 150 36Z', '#eaf4cf') +
    rings +
    ctx.twice(
      'M-150 -54C-110 -150 40 -176 124 -100C150 -76 150 -40 126 -30C118 -6 104 14 90 6C80 -14 60 -4 44 -22C30 -2 6 6 -6 -14C-24 4 -44 -2 -58 -20C-80 -6 -104 -10 -112 -30C-132 -28 -156 -36 -150 -54Z',
      d.sauce.shade,
      d.sauce.base,
      2,
      3,
    ) +
    line('M-100 -110C-60 -140 10 -150 60 -136', d.sauce.hi, 7, 0.8) +
    scatter(ctx, tops, 16, { cx: -4, cy: -92, rx: 110, ry: 36 }, 2)
  );
}

const BASES: [RegExp, string][] = [
  [/noodle/, 'noodle'],
  [/quinoa/, 'quinoa'],
  [/farro/, 'farro'],
  [/wild rice/, 'wild'],
  [/cilantro lime rice/, 'cilantroRice'],
  [/rice/, 'rice'],
];

/** The colour of a heap of one topping, under its pieces. */
const MASS: Record<string, string> = {
  basil: '#3f6e34',
  kale: '#345f2c',
  squash: '#e98a30',
  avocado: '#b4c95b',
  cucumber: '#a9cf7a',
  carrot: '#ee8a2e',
  edamame: '#6fa03a',
  broccoli: '#3f7d2a',
  kimchi: '#c9402a',
  corn: '#f2c43e',
  bean: '#3a2b2b',
  pico: '#c9402e',
  olive: '#3b332e',
  crumble: '#efe8d4',
  cabbage: '#8c4a86',
  peanut: '#c99450',
  cranberry: '#8e1c30',
  pecan: '#7a4822',
  ginger: '#f2b8b0',
  chickpea: '#d9b070',
  hummus: '#e2c48a',
  sprouthalf: '#5f8f34',
  redOnion: '#b0668f',
  egg: '#f4ead0',
  tomato: '#d9432e',
  cherry: '#d9432e',
  mushroom: '#9a7a5a',
  pepper: '#c9402a',
};

/** A heaped section of one topping: its mass, then its pieces on top. */
function section(
  ctx: Ctx,
  kind: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  scale: number,
): string {
  const mass = MASS[kind] ?? '#d9c9a0';
  const radii = Array.from({ length: 8 }, () => rx * (0.85 + ctx.r() * 0.2));
  return (
    ctx.twice(blob(cx, cy, radii, ry / rx), darken(mass, 0.25), mass, 2, 4) +
    (kind === 'hummus'
      ? line(`M${f(cx - rx * 0.5)} ${f(cy)}q${f(rx * 0.5)} ${f(-ry * 0.6)} ${f(rx)} 0`, lighten(mass, 0.3), 4)
      : scatter(ctx, [kind], 9, { cx, cy: cy - ry * 0.15, rx: rx * 0.8, ry: ry * 0.7 }, scale, 90))
  );
}

/** A grain, rice, noodle or poke bowl: the base, toppings heaped in sections, protein at the front, sauce over. */
export function grainBowl(ctx: Ctx, d: DishInfo): string {
  const glaze = ctx.r.pick(GLAZES);
  const r = 215;
  const cy = -20;
  const b = bowl(0, cy, r, 70, glaze);
  const tex = texture(ctx, BASES.find(([re]) => re.test(d.base))?.[1] ?? 'rice');
  const basePath = blob(0, cy - 10, [r * 0.9, r * 0.92, r * 0.9, r * 0.92, r * 0.9, r * 0.92], TILT);
  const base =
    path(
      blob(0, cy - 4, [r * 0.92, r * 0.94, r * 0.92, r * 0.95, r * 0.92, r * 0.94], TILT * 1.05),
      darken(tex.base, 0.16),
    ) +
    path(basePath, tex.fill) +
    path(basePath, P.ink, 0.04);
  const tops = toppingPieces(d.extras).filter((k) => !['sesame', 'scallion', 'cilantro', 'dill'].includes(k));
  const mainKind = toppingPieces([d.main])[0];
  const protein = /salmon/.test(d.main)
    ? 'salmon'
    : /popcorn/.test(d.main)
      ? 'bite'
      : (mainKind ?? 'chicken');
  const slots: [number, number, number][] = [
    [-118, cy - 36, 62],
    [0, cy - 62, 66],
    [118, cy - 36, 62],
    [-112, cy + 30, 60],
    [112, cy + 30, 60],
  ];
  let sections = '';
  tops.slice(0, 5).forEach((k, i) => {
    const [x, y, w] = slots[i] ?? [0, 0, 50];
    sections += section(ctx, k, x, y, w, w * 0.42, k === 'egg' || k === 'avocado' ? 2.1 : 1.8);
  });
  const garnish = has(d, /sesame/)
    ? scatter(ctx, ['sesame'], 30, { cx: 0, cy: cy - 20, rx: 160, ry: 50 }, 1.6)
    : '';
  return (
    b.back +
    base +
    sections +
    proteinPile(ctx, protein, d, 0, cy + 6) +
    drizzle(ctx, d.sauce, 0, cy - 10, 220, 34, 7, 3) +
    (d.sauce2 ? drizzle(ctx, d.sauce2, 10, cy, 160, 24, 5, 2) : '') +
    garnish +
    scatter(ctx, [herbOf(d)], 5, { cx: 0, cy: cy - 20, rx: 150, ry: 36 }, 1.7) +
    b.front
  );
}

/** The protein at the centre of a bowl: salmon pieces, sliced chicken, crispy bites or the piece itself. */
export function proteinPile(ctx: Ctx, kind: string, d: DishInfo, cx: number, cy: number): string {
  if (kind === 'salmon' || /salmon/.test(d.main)) {
    let out = '';
    for (let i = 0; i < 5; i++) {
      const x = cx - 70 + i * 34 + (ctx.r() - 0.5) * 8;
      const y = cy - 10 + (i % 2) * 16;
      out +=
        path(`M${f(x - 20)} ${f(y)}l16 -18 26 4 -4 24 -26 6z`, darken(FOOD.salmon, 0.2)) +
        path(`M${f(x - 20)} ${f(y - 3)}l16 -18 24 4 -4 20 -24 6z`, FOOD.salmon);
      out += line(`M${f(x - 14)} ${f(y - 10)}l24 4M${f(x - 10)} ${f(y - 2)}l22 3`, '#fde0d0', 2, 0.8);
      if (d.sauce.base) out += path(`M${f(x - 18)} ${f(y - 18)}l14 -4 22 4-12 6z`, d.sauce.base, 0.8);
    }
    return out;
  }
  if (kind === 'bite' || /popcorn|tender|bites/.test(d.main)) {
    let out = '';
    for (let i = 0; i < 11; i++) {
      const x = cx - 70 + (i % 5) * 34 + (ctx.r() - 0.5) * 10;
      const y = cy - 20 + Math.floor(i / 5) * 18 + (ctx.r() - 0.5) * 6;
      const radii = Array.from({ length: 7 }, () => 15 + ctx.r() * 5);
      out += ctx.twice(blob(x, y, radii, 0.8), darken(FOOD.chickenFried, 0.25), FOOD.chickenFried, 2, 2);
      out += path(
        blob(
          x - 2,
          y - 3,
          radii.map((v) => v * 0.7),
          0.6,
        ),
        d.sauce.base,
        0.85,
      );
    }
    return out;
  }
  if (kind === 'chickpea') return scatter(ctx, ['chickpea'], 22, { cx, cy, rx: 70, ry: 24 }, 2.2);
  if (kind === 'squash') return scatter(ctx, ['squash'], 14, { cx, cy, rx: 70, ry: 24 }, 2);
  return scatter(ctx, [kind], kind === 'egg' ? 3 : 7, { cx, cy, rx: 60, ry: 20 }, 2.6, 30);
}

const MIXES: [RegExp, string[], string][] = [
  [/rotini|penne|pasta/, ['pasta'], FOOD.pasta],
  [/potato/, ['potato'], FOOD.potato],
  [/red cabbage/, ['slawR'], '#c9a0c0'],
  [/cabbage|slaw/, ['slawG'], '#eef0d8'],
  [/chicken/, ['chicken'], '#f3e4bf'],
];

/** A mixed salad heaped in a bowl: pasta, potatoes or slaw tossed with the dressing. */
export function mixBowl(ctx: Ctx, d: DishInfo): string {
  const glaze = ctx.r.pick(GLAZES);
  const r = 220;
  const b = bowl(0, -10, r, 72, glaze);
  const [, , color] = MIXES.find(([re]) => re.test(d.main)) ?? [/./, [], '#eef0d8'];
  const dressed = lighten(d.sauce.base, 0.3);
  let body =
    path(
      blob(0, -30, [r * 0.9, r * 0.95, r * 0.9, r * 0.95, r * 0.92, r * 0.95, r * 0.9, r * 0.93], TILT * 1.1),
      darken(color, 0.1),
    ) +
    path(
      blob(0, -38, [r * 0.86, r * 0.9, r * 0.86, r * 0.9, r * 0.86, r * 0.9, r * 0.86, r * 0.9], TILT * 1.05),
      d.sauce.fleck === 'none' ? color : dressed,
    );
  if (/pasta|rotini|penne/.test(d.main)) {
    for (let i = 0; i < 34; i++) {
      const a = i * 2.39996;
      const dd = Math.sqrt((i + 0.5) / 34);
      const x = Math.cos(a) * r * 0.75 * dd;
      const y = -40 + Math.sin(a) * r * TILT * 0.8 * dd;
      const tint = /tri-color/.test(d.main) ? ctx.r.pick([FOOD.pasta, '#c9d96a', '#e98a5a']) : FOOD.pasta;
      body += /penne/.test(d.main)
        ? `<g transform="translate(${f(x)} ${f(y)})rotate(${f(ctx.r() * 180)})scale(1.7)">${path('M-14 -5l28 -3v10l-28 3z', darken(tint, 0.15))}${path('M-14 -5l28 -3v5l-28 3z', tint)}${ellipse(14, -3, 2.5, 5, darken(tint, 0.35))}</g>`
        : `<g transform="translate(${f(x)} ${f(y)})rotate(${f(ctx.r() * 180)})scale(1.7)">${line('M-14 0q3.5-8 7 0t7 0 7 0 7 0', darken(tint, 0.2), 8)}${line('M-14 -1q3.5-8 7 0t7 0 7 0 7 0', tint, 5)}</g>`;
    }
  } else if (/potato/.test(d.main)) {
    body += scatter(ctx, ['potato'], 22, { cx: 0, cy: -40, rx: r * 0.72, ry: r * TILT * 0.66 }, 3);
  } else {
    const red = /red cabbage/.test(d.main);
    body += scatter(
      ctx,
      red
        ? ['cabbage', 'cabbage', 'cabbage', 'carrot', 'shredW']
        : ['shredG', 'shredW', 'shredG', 'carrot', 'cabbage'],
      120,
      { cx: 0, cy: -42, rx: r * 0.8, ry: r * TILT * 0.78 },
      2.2,
    );
  }
  const tops = toppingPieces(d.extras).filter((k) => !['potato', 'carrot'].includes(k));
  return (
    b.back +
    body +
    (tops.length
      ? scatter(ctx, tops, tops.length * 3 + 4, { cx: 0, cy: -45, rx: r * 0.65, ry: r * TILT * 0.6 }, 2)
      : '') +
    scatter(ctx, [herbOf(d)], 5, { cx: 0, cy: -50, rx: r * 0.6, ry: 30 }, 1.6) +
    b.front
  );
}

/** Caprese: tomato and mozzarella slices fanned on a plate, basil, glaze drizzled. */
export function caprese(ctx: Ctx, d: DishInfo): string {
  let out = plate(0, 30, 250, 'porcelain');
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.05 + (i / 9) * 1.9);
    const x = Math.cos(a) * 130;
    const y = 20 + Math.sin(a) * 130 * TILT;
    out += piece(ctx, i % 2 ? 'mozzarella' : 'tomato', x, y, 3.6, 0);
    if (i % 2) out += piece(ctx, 'basil', x + 10, y - 14, 2.2, ctx.r() * 180);
  }
  return (
    out +
    drizzle(ctx, d.sauce, 0, 20, 280, 60, 6, 4) +
    (d.sauce2 ? drizzle(ctx, d.sauce2, 0, 30, 240, 40, 4, 3) : '')
  );
}

export { P };
