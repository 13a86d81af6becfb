/**
 * Dishes that are a heap of pieces: wings, fries and tots in a basket, crispy bites and skewers.
 */
import { blob, type Ctx, ellipse, f, g, line, path, rect, use } from './core';
import { drizzle } from './bowls';
import { type DishInfo, has, herbOf, toppingPieces } from './dish';
import { darken, FOOD, lighten, mix, P, type Sauce } from './palette';
import { piece, scatter } from './pieces';
import { basket, bowl, plate } from './surface';

/** A crispy, glazed shrimp (about 12 units across): the coated curl, its tail, the glaze's gloss. */
const PIECES_SHRIMP = (coat: string, gloss: string): string =>
  line('M9 -9C-8 -14 -14 4 -4 11', darken(coat, 0.28), 13) +
  line('M8 -10C-8 -15 -14 3 -5 10', coat, 10.5) +
  line('M5 -9C-6 -11 -10 1 -4 7', gloss, 2.6, 0.75) +
  path('M8 -14l9 -4 -3 10z', '#e0663e');

/** Sorts drawn items back to front by their y. */
export function depthSorted(items: [number, string][]): string {
  return items
    .sort((a, b) => a[0] - b[0])
    .map(([, s]) => s)
    .join('');
}

/** A wing (flat or drumette) glazed in the sauce: defined once per file, placed many times. */
function wingDefs(ctx: Ctx, glaze: string): { flat: string; drum: string } {
  const shade = darken(glaze, 0.32);
  const hi = lighten(glaze, 0.45);
  const char = darken(glaze, 0.45);
  const bone = '#f3e6cc';
  const drumPath =
    'M-34 -2C-36 -24 -12 -32 4 -22C10 -18 14 -12 20 -9L30 -7C36 -8 40 -2 36 3C40 8 34 14 29 9L19 8C12 12 6 18 -2 20C-22 26 -33 16 -34 -2Z';
  const flatPath =
    'M-36 -6C-38 -18 -26 -22 -16 -18C-6 -22 8 -22 18 -18C28 -22 38 -16 36 -4C38 10 28 16 18 12C8 16 -6 16 -16 12C-26 16 -38 10 -36 -6Z';
  const drum = ctx.def(
    'wd',
    () =>
      `<g id="wd">${path(drumPath, shade)}<path d="${drumPath}" fill="${glaze}" transform="translate(-2 -2.5)scale(.97)"/>` +
      `${path('M31 -6C36 -7 40 -2 36 2C39 7 34 12 30 8L28 -5Z', bone)}` +
      `${line('M-26 -14C-18 -24 -4 -24 6 -16', hi, 4, 0.75)}${ellipse(-18, 6, 4, 2, char, 0.5, 20)}${ellipse(2, 8, 3, 1.6, char, 0.45)}</g>`,
  );
  const flat = ctx.def(
    'wf',
    () =>
      `<g id="wf">${path(flatPath, shade)}<path d="${flatPath}" fill="${glaze}" transform="translate(-2 -2.5)scale(.97)"/>` +
      `${ellipse(-38, -4, 4, 5, bone)}${ellipse(37, -3, 4, 5, bone)}` +
      `${line('M-28 -14C-10 -20 12 -20 26 -14', hi, 4, 0.75)}${ellipse(-6, 6, 5, 2, char, 0.45)}${ellipse(18, 2, 3, 1.5, char, 0.45)}</g>`,
  );
  return { flat, drum };
}

/** Wings heaped on a plate with celery and carrot sticks and the dipping sauce. */
export function wings(ctx: Ctx, d: DishInfo): string {
  const glaze = /parmesan|garlic/.test(d.title.toLowerCase())
    ? '#e3b868'
    : mix(d.sauce.base, '#7a2e12', 0.18);
  const { flat, drum } = wingDefs(ctx, glaze);
  const items: [number, string][] = [];
  for (let i = 0; i < 13; i++) {
    const a = i * 2.39996 + 0.4;
    const dd = Math.sqrt((i + 0.5) / 13);
    const x = -30 + Math.cos(a) * 150 * dd;
    const y = -10 + Math.sin(a) * 60 * dd - (1 - dd) * 40;
    items.push([
      y,
      use(
        i % 2 ? flat : drum,
        x,
        y,
        ctx.r() * 70 - 35,
        2 * (0.9 + ctx.r() * 0.2) * (ctx.r() < 0.5 ? 1 : -1),
        2,
      ),
    ]);
  }
  const sticks: [number, string][] = [];
  if (has(d, /celery|carrot/))
    for (let i = 0; i < 6; i++) {
      const c = i % 2 && has(d, /carrot/) ? FOOD.carrot : '#a9cc6a';
      sticks.push([
        40 + i * 4,
        g(
          rect(-6, -60, 13, 120, darken(c, 0.2), 6) +
            rect(-7, -62, 12, 118, c, 6) +
            line('M-3 -54v104', lighten(c, 0.4), 2, 0.7),
          150 + i * 12,
          30 + (i % 3) * 8,
          1,
          60 + i * 6,
        ),
      ]);
    }
  const garnish = toppingPieces(d.extras).filter((k) => !['carrot', 'pickle'].includes(k));
  return (
    plate(-20, 30, 250, 'stoneware') +
    depthSorted([...items, ...sticks]) +
    (garnish.length ? scatter(ctx, garnish, 16, { cx: -30, cy: -20, rx: 140, ry: 50 }, 1.6) : '')
  );
}

/** A fry, crinkle, steak or waffle cut, and tots. */
export function fryDefs(ctx: Ctx, kind: string): string {
  return ctx.def(`fr-${kind}`, () => {
    const c = FOOD.fry;
    const sh = darken(c, 0.2);
    let body: string;
    if (kind === 'waffle')
      body =
        rect(-16, -16, 32, 32, sh, 8) +
        rect(-15, -17, 30, 30, c, 8) +
        line('M-10 -17v30M0 -17v30M10 -17v30M-15 -7h30M-15 3h30', '#d99a2e', 2.2, 0.8);
    else if (kind === 'chicken')
      body =
        rect(-9, -46, 18, 92, darken(FOOD.chickenFried, 0.25), 8) +
        rect(-10, -47, 17, 90, FOOD.chickenFried, 8) +
        [-30, -10, 10, 30].map((y) => ellipse(-3, y, 4, 6, FOOD.chickenFriedLight, 0.8)).join('');
    else if (kind === 'tot')
      body =
        rect(-14, -10, 28, 22, sh, 9) + rect(-14, -12, 27, 20, c, 9) + ellipse(-6, -8, 6, 2, '#fff0b0', 0.7);
    else {
      const w = kind === 'steak' ? 14 : kind === 'shoestring' ? 6 : 10;
      body =
        rect(-w / 2, -50, w, 100, sh, 3) +
        rect(-w / 2 - 1, -51, w - 1.5, 98, c, 3) +
        line(`M${f(-w / 4)} -44v80`, '#fbe08a', w * 0.2, 0.8);
      if (kind === 'crinkle') body += line('M-5 -40h10M-5 -20h10M-5 0h10M-5 20h10', '#d99a2e', 1.6, 0.8);
    }
    return `<g id="fr-${kind}">${body}</g>`;
  });
}

/** Fries (or tots, or chicken fries) heaped in a paper-lined basket, loaded with toppings and the sauce. */
export function fries(ctx: Ctx, d: DishInfo): string {
  const m = d.main;
  const chickenFries = /chicken/.test(d.title.toLowerCase()) && /fries/.test(d.title.toLowerCase());
  const kind = chickenFries
    ? 'chicken'
    : /waffle/.test(m)
      ? 'waffle'
      : /tot/.test(m)
        ? 'tot'
        : /crinkle/.test(m)
          ? 'crinkle'
          : /steak/.test(m)
            ? 'steak'
            : /shoestring/.test(m)
              ? 'shoestring'
              : 'fry';
  const id = fryDefs(ctx, kind);
  const b = basket(ctx, 0, 10, 470);
  const chunky = kind === 'waffle' || kind === 'tot';
  const items: [number, string][] = [];
  const n = chunky ? 46 : 70;
  for (let i = 0; i < n; i++) {
    const a = i * 2.39996;
    const dd = Math.sqrt((i + 0.5) / n);
    const x = Math.cos(a) * 200 * dd;
    const y = 4 + Math.sin(a) * 80 * dd - (1 - dd * dd) * 90 - ctx.r() * 12;
    const rot = chunky ? ctx.r() * 70 - 35 : 90 + (ctx.r() - 0.5) * 120;
    items.push([y, use(id, x, y, rot, chunky ? 1.5 : 1.05)]);
  }
  const loaded = has(d, /chili|cheese|bacon|pico|chicken/) && !chickenFries;
  const tops = toppingPieces(d.extras).filter((k) => k !== 'potato');
  return (
    b.back +
    depthSorted(items) +
    (has(d, /chili/) ? path(blob(0, -60, [110, 120, 100, 115, 105, 120], 0.4), '#7a3420') : '') +
    (loaded && has(d, /cheddar|cheese/)
      ? drizzle(ctx, { ...d.sauce, base: '#f3b52c', shade: '#d98f1c', hi: '#fde08a' }, 0, -64, 280, 40, 10, 3)
      : '') +
    (loaded || !chickenFries ? drizzle(ctx, d.sauce, 0, -72, 260, 44, 8, 3) : '') +
    (tops.length ? scatter(ctx, tops, 18, { cx: 0, cy: -66, rx: 150, ry: 40 }, 1.9) : '') +
    b.front
  );
}

const BITES: [RegExp, string, string, number][] = [
  [/pretzel/, '#8a4a1e', '#b06a32', 26],
  [/meatball/, '#5b3222', '#7a4a32', 26],
  [/pork belly/, '#8a4a2a', '#c98a5a', 24],
  [/cauliflower/, '#efe4c8', '#fff8e6', 22],
  [/pickle/, '#c98f3e', '#e6b25c', 22],
  [/shrimp/, FOOD.chickenFried, FOOD.chickenFriedLight, 24],
  [/.*/, FOOD.chickenFried, FOOD.chickenFriedLight, 22],
];

/** Crispy bites (chicken, cauliflower, pretzel, meatballs, pork belly, pickle chips) in a bowl, glazed or with the dip beside. */
export function bites(ctx: Ctx, d: DishInfo, glazed: boolean): string {
  const [, c, hi, size] = BITES.find(([re]) => re.test(d.main.toLowerCase() + d.title.toLowerCase())) ?? [
    /./,
    FOOD.chickenFried,
    FOOD.chickenFriedLight,
    22,
  ];
  const b = bowl(-20, -10, 215, 70, ctx.r.pick(['#f4efe4', '#2f5b43', '#e9d6c3']));
  // Four bite shapes, each defined once and placed several times.
  const shapes = Array.from({ length: 4 }, (_, k) => {
    const radii = Array.from({ length: 7 }, () => size * (0.8 + ctx.r() * 0.4));
    if (/shrimp/.test(d.main))
      return ctx.def(
        `bt${k}`,
        () =>
          `<g id="bt${k}">${g(PIECES_SHRIMP(glazed ? d.sauce.base : FOOD.chickenFried, glazed ? d.sauce.hi : FOOD.chickenFriedLight), 0, 0, size / 12, k * 40)}</g>`,
      );
    const outline = blob(0, 0, radii, 0.85);
    let s = path(outline, darken(c, 0.25)).replace('/>', ' transform="translate(2 3)"/>') + path(outline, c);
    if (/pretzel/.test(d.main))
      s +=
        line(`M${f(-size * 0.5)} -2q${f(size * 0.5)} ${f(-size * 0.3)} ${f(size)} 0`, '#d99a5a', 3) +
        path('M-6 -10l5 -3 3 5z', '#ffffff') +
        path('M6 -4l4 -2 2 4z', '#ffffff');
    if (glazed)
      s += path(
        blob(
          -2,
          -4,
          radii.map((v) => v * 0.72),
          0.6,
        ),
        d.sauce.base,
        0.9,
      );
    s += ellipse(-size * 0.35, -size * 0.4, size * 0.3, size * 0.12, glazed ? d.sauce.hi : hi, 0.7, -20);
    return ctx.def(`bt${k}`, () => `<g id="bt${k}">${s}</g>`);
  });
  const items: [number, string][] = [];
  for (let i = 0; i < 22; i++) {
    const a = i * 2.39996;
    const dd = Math.sqrt((i + 0.5) / 22);
    const x = -20 + Math.cos(a) * 170 * dd;
    const y = -30 + Math.sin(a) * 70 * dd - (1 - dd) * 45;
    items.push([y, use(shapes[i % shapes.length] ?? 'bt0', x, y, (ctx.r() - 0.5) * 40, 0.9 + ctx.r() * 0.2)]);
  }
  const garnish = toppingPieces(d.extras).filter((k) => !['lime', 'lemon'].includes(k));
  return (
    b.back +
    depthSorted(items) +
    (garnish.length
      ? scatter(ctx, garnish, 14, { cx: -20, cy: -50, rx: 150, ry: 40 }, 1.6)
      : /pretzel/.test(d.main)
        ? ''
        : scatter(ctx, [herbOf(d)], 6, { cx: -20, cy: -50, rx: 140, ry: 34 }, 1.6)) +
    b.front +
    (has(d, /lime|lemon/) ? piece(ctx, has(d, /lime/) ? 'lime' : 'lemon', 190, 90, 2.6, -20) : '')
  );
}

/** Skewers of shrimp or chicken laid across a long plate, glazed, lime beside. */
export function skewers(ctx: Ctx, d: DishInfo): string {
  const shrimp = /shrimp/.test(d.main);
  let out = g(
    ellipse(0, 0, 300, 110, darken(P.porcelain, 0.16)) +
      ellipse(0, -6, 300, 106, P.white) +
      ellipse(0, -4, 250, 84, darken(P.white, 0.03)),
    0,
    40,
  );
  for (const [y, rot] of [
    [-10, -6],
    [50, 4],
    [110, -3],
  ] as const) {
    let s = line('M-260 0H260', '#d9b98a', 5);
    for (let i = 0; i < 5; i++) {
      const x = -180 + i * 90;
      s += shrimp
        ? piece(ctx, 'shrimp', x, -4, 3.6, 90 + ctx.r() * 20)
        : path(blob(x, 0, [30, 28, 32, 27, 30, 29], 0.8), darken(FOOD.chickenGrilled, 0.1)) +
          path(blob(x - 2, -3, [26, 24, 28, 23, 26, 25], 0.75), d.sauce.base, 0.85) +
          line(`M${x - 18} -10l10 20M${x} -12l10 20`, '#6a3a1a', 3, 0.6);
    }
    s += line('M-150 -16Q0 -30 150 -16', d.sauce.hi, 4, 0.6);
    out += g(s, 0, y - 20, 0.95, rot);
  }
  return (
    out +
    piece(ctx, 'lime', 240, 110, 2.8, -20) +
    scatter(ctx, [herbOf(d), 'sesame'], 12, { cx: 0, cy: 30, rx: 220, ry: 50 }, 1.6)
  );
}

export type { Sauce };
