/**
 * Flat dishes seen at the usual tilt: pizza and flatbread on boards, tacos in a row, wraps and burritos cut in
 * half, lettuce cups, a salmon plate and the desserts.
 */
import { blob, circle, type Ctx, ellipse, f, g, line, path, rect, use } from './core';
import { drizzle, dollop } from './bowls';
import { type DishInfo, has, herbOf, toppingPieces } from './dish';
import { darken, FOOD, lighten } from './palette';
import { piece, scatter } from './pieces';
import { board, plate, TILT } from './surface';

/** A pizza on a round board (or a flatbread on a long one), toppings scattered, sauce drizzled, slices cut. */
export function pizza(ctx: Ctx, d: DishInfo): string {
  const flat = /flatbread/.test(d.base);
  const tops = toppingPieces([d.main, ...d.extras]).filter((k) => k !== 'mozzarella');
  if (/pickle/.test(d.main) && !tops.includes('pickle')) tops.unshift('pickle');
  const sauceBase = /barbecue|bbq/.test(d.title.toLowerCase())
    ? d.sauce.base
    : /dip flatbread/.test(d.title.toLowerCase())
      ? '#f2ead0'
      : '#c94a2a';
  if (flat) {
    const w = 440;
    const h = 190 * TILT * 1.6;
    const crust = `M${-w / 2} 0Q${-w / 2 - 10} ${f(-h / 2)} ${-w / 2 + 30} ${f(-h / 2)}H${w / 2 - 30}Q${w / 2 + 10} ${f(-h / 2)} ${w / 2} 0Q${w / 2 + 6} ${f(h / 2)} ${w / 2 - 30} ${f(h / 2)}H${-w / 2 + 30}Q${-w / 2 - 6} ${f(h / 2)} ${-w / 2} 0Z`;
    return (
      board(0, 30, 560, 300) +
      g(
        path(crust, '#c7843e') +
          `<path d="${crust}" fill="#e3ad62" transform="translate(-2 -4)"/>` +
          rect(-w / 2 + 22, -h / 2 + 10, w - 44, h - 24, sauceBase, 24, 0.9) +
          cheeseBlobs(ctx, 0, 0, w * 0.42, h * 0.36, 18) +
          scatter(ctx, tops, Math.max(16, tops.length * 5), { cx: 0, cy: -2, rx: w * 0.4, ry: h * 0.32 }, 2) +
          drizzle(ctx, d.sauce, 0, -4, w * 0.8, h * 0.45, 7, 5) +
          line(
            `M-60 ${f(-h / 2 + 6)}l-10 ${f(h - 14)}M70 ${f(-h / 2 + 6)}l-10 ${f(h - 14)}`,
            '#b8743a',
            3,
            0.6,
          ),
        0,
        10,
      )
    );
  }
  const r = 225;
  const ry = r * TILT;
  let cuts = '';
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 4 + 0.2;
    cuts += line(
      `M${f(-Math.cos(a) * r * 0.92)} ${f(-Math.sin(a) * ry * 0.92)}L${f(Math.cos(a) * r * 0.92)} ${f(Math.sin(a) * ry * 0.92)}`,
      '#a8682e',
      2.5,
      0.55,
    );
  }
  return (
    board(0, 20, 530, 520, true) +
    ellipse(0, 14, r, ry, '#b8743a') +
    ellipse(0, 8, r, ry, '#e0a65c') +
    ellipse(-4, 4, r * 0.86, ry * 0.84, sauceBase) +
    cheeseBlobs(ctx, 0, 4, r * 0.8, ry * 0.78, 26) +
    scatter(ctx, tops, Math.max(18, tops.length * 6), { cx: 0, cy: 4, rx: r * 0.75, ry: ry * 0.72 }, 2.1) +
    drizzle(ctx, d.sauce, 0, 4, r * 1.4, ry * 0.9, 7, 5) +
    cuts +
    line(`M${f(-r * 0.95)} 0A${r} ${f(ry)} 0 0 1 ${f(-r * 0.3)} ${f(-ry * 0.96)}`, '#f3c983', 5, 0.7)
  );
}

/** Melted cheese: pale, overlapping blobs. */
function cheeseBlobs(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = i * 2.39996;
    const dd = Math.sqrt((i + 0.5) / n);
    const radii = Array.from({ length: 6 }, () => 22 + ctx.r() * 12);
    out += path(
      blob(cx + Math.cos(a) * rx * dd, cy + Math.sin(a) * ry * dd, radii, TILT),
      i % 3 ? '#fbe6a6' : '#f6d27c',
      0.95,
    );
  }
  return out;
}

const PROTEIN_COLOR: [RegExp, string, string][] = [
  [/fish|cod/, '#e6b25c', '#f6d58e'],
  [/shrimp/, FOOD.shrimp, '#fbc2a0'],
  [/tinga|chipotle/, '#c5542a', '#e08a56'],
  [/carnitas|pork/, '#b77646', '#d9a070'],
  [/cauliflower/, '#e0672e', '#f4a070'],
  [/steak|beef|kimchi/, '#6a3522', '#8e5038'],
  [/jerk/, '#7a3e1d', '#a8643a'],
  [/chicken|thigh/, '#d8944a', '#efbb78'],
];

/** Three tacos standing side by side on a board, fillings heaped over the fold, sauce zig-zagged on top. */
export function tacos(ctx: Ctx, d: DishInfo): string {
  const corn = /corn/.test(d.base);
  const tort = corn ? FOOD.cornTortilla : FOOD.tortilla;
  const [, pc, pl] = PROTEIN_COLOR.find(([re]) => re.test(`${d.main} ${d.title.toLowerCase()}`)) ?? [
    /./,
    '#b77646',
    '#d9a070',
  ];
  const tops = toppingPieces(d.extras).filter((k) => k !== 'lime');
  const slaw = has(d, /cabbage|slaw|romaine/);
  const one = (x: number, y: number, s: number): string => {
    let fill = '';
    for (let i = 0; i < 10; i++) {
      const radii = Array.from({ length: 6 }, () => 16 + ctx.r() * 7);
      const px = -78 + i * 17 + (ctx.r() - 0.5) * 6;
      const py = -58 - Math.sin((i / 9) * Math.PI) * 22 - ctx.r() * 8;
      fill += ctx.twice(blob(px, py, radii, 0.75), darken(pc, 0.25), i % 3 ? pc : pl, 2, 2);
    }
    if (slaw)
      for (let i = 0; i < 16; i++)
        fill += line(
          `M${f(-74 + ctx.r() * 140)} ${f(-74 - ctx.r() * 22)}q9 -7 20 -2`,
          ctx.r.pick(['#cfe0a0', '#b5cf7a', '#9c4a86']),
          4,
        );
    for (let i = 0; i < 9; i++)
      fill += piece(
        ctx,
        tops[i % Math.max(1, tops.length)] ?? 'cilantro',
        -68 + i * 17,
        -86 - ctx.r() * 12,
        1.7,
        ctx.r() * 120,
      );
    const zig =
      `M-72 -92` + Array.from({ length: 7 }, (_, i) => `L${-52 + i * 20} ${i % 2 ? -80 : -104}`).join('');
    // Front face of the folded tortilla: the lower half of a disc; the back edge shows as a rim behind the fillings.
    const front = 'M-100 -56A100 92 0 0 0 100 -56Q0 -44 -100 -56Z';
    const spots = corn
      ? ''
      : [
          [-46, -10],
          [26, 6],
          [60, -30],
          [-70, -36],
          [0, 20],
        ]
          .map(([a, b]) => ellipse(a ?? 0, b ?? 0, 7, 3.5, '#c9924a', 0.6))
          .join('');
    return g(
      path('M-98 -58Q-96 -96 -60 -98Q0 -112 60 -98Q96 -96 98 -58Z', darken(tort, 0.18)) +
        fill +
        line(zig, d.sauce.shade, 10) +
        line(zig, d.sauce.base, 6.5) +
        ctx.twice(front, darken(tort, 0.18), tort, 2, 3) +
        spots +
        line('M-86 -40A100 92 0 0 0 -20 30', lighten(tort, 0.45), 4, 0.55),
      x,
      y,
      s,
    );
  };
  // One taco, drawn once and served three times.
  const taco = ctx.def('taco', () => `<g id="taco">${one(0, 0, 1)}</g>`);
  return (
    board(0, 40, 580, 250) +
    use(taco, -170, 66) +
    use(taco, 170, 66) +
    use(taco, 0, 84, 0, 1.06) +
    piece(ctx, 'lime', 232, 110, 2.6, -20) +
    piece(ctx, 'lime', -240, 116, 2.4, 200)
  );
}

const WRAP_FILL: [RegExp, string][] = [
  [/egg/, '#f6cf55'],
  [/chorizo|beef/, '#9a3a1e'],
  [/chicken/, '#e9c48a'],
  [/hummus/, '#e6c98e'],
  [/potato/, '#f0d48a'],
  [/lettuce|spinach|greens|romaine/, '#6aa33c'],
  [/tomato|pepper/, '#d9432e'],
  [/cheese/, '#f3b52c'],
  [/carrot/, FOOD.carrot],
  [/cucumber/, '#b6d48a'],
];

/** A burrito or wrap cut on the bias, two halves showing the rolled fillings; pitas and lettuce cups too. */
export function wrap(ctx: Ctx, d: DishInfo): string {
  if (/lettuce/.test(d.base)) return lettuceCups(ctx, d);
  const tort = /spinach/.test(d.base) ? '#9cbf6a' : /pita/.test(d.base) ? '#efd39a' : FOOD.tortilla;
  const colors = [d.main, ...d.extras]
    .map((t) => WRAP_FILL.find(([re]) => re.test(t))?.[1])
    .filter((c): c is string => Boolean(c));
  const half = (x: number, y: number): string => {
    const body = `M-150 -40Q-160 -100 -90 -104H60V40H-90Q-160 40 -150 -40Z`;
    let face = ellipse(60, -32, 44, 72, darken(tort, 0.1)) + ellipse(60, -32, 38, 66, colors[0] ?? '#e9c48a');
    colors.slice(1).forEach((c, i) => {
      const a = i * 2.2;
      face += path(blob(60 + Math.cos(a) * 16, -32 + Math.sin(a) * 34, [16, 18, 14, 17, 15], 1.4), c);
    });
    face +=
      line(`M${60} -32m-30 0a30 56 0 1 0 60 0`, tort, 4, 0.9) +
      line('M60 -32m-18 0a18 34 0 1 1 36 0', darken(d.sauce.base, 0.05), 5);
    return g(
      ctx.twice(body, darken(tort, 0.14), tort, 2, 3) +
        [
          [-100, -60],
          [-40, -80],
          [-20, -10],
          [-110, 0],
        ]
          .map(([a, b]) => ellipse(a ?? 0, b ?? 0, 9, 4, '#c9924a', 0.55))
          .join('') +
        line('M-140 -80Q-100 -100 40 -96', lighten(tort, 0.4), 4, 0.6) +
        face,
      x,
      y,
    );
  };
  if (/pita/.test(d.base)) {
    const tops = toppingPieces([d.main, ...d.extras]);
    return (
      plate(0, 40, 250, 'stoneware') +
      g(
        path('M-170 20C-170 -120 170 -120 170 20Z', darken(tort, 0.12)) +
          scatter(ctx, tops, 16, { cx: 0, cy: -70, rx: 140, ry: 30 }, 2.2) +
          drizzle(ctx, d.sauce2 ?? d.sauce, 0, -80, 220, 24, 7, 3) +
          path('M-176 30C-176 -70 176 -70 176 30Z', tort) +
          ellipse(-80, -10, 10, 4, '#c9924a', 0.6) +
          ellipse(60, 0, 12, 4, '#c9924a', 0.6),
        0,
        60,
      ) +
      dollop(ctx, d.sauce, 190, 110, 40)
    );
  }
  return plate(0, 40, 250, 'porcelain') + g(half(0, 0), 70, -20, 0.92) + half(-50, 70);
}

function lettuceCups(ctx: Ctx, d: DishInfo): string {
  let out = plate(0, 40, 260, 'green');
  for (const [x, y] of [
    [-130, 30],
    [120, 20],
    [0, 90],
  ] as const) {
    out += g(
      path('M-90 0C-110 -60 -40 -80 0 -70C40 -85 110 -60 90 0C60 30 -60 30 -90 0Z', '#8fc04e') +
        path('M-70 -10C-60 -50 60 -50 70 -10C40 10 -40 10 -70 -10Z', '#b9d98a') +
        scatter(ctx, ['carrot', 'scallion', 'chicken'], 10, { cx: 0, cy: -22, rx: 55, ry: 16 }, 1.4) +
        drizzle(ctx, d.sauce, 0, -26, 100, 14, 5, 2),
      x,
      y,
    );
  }
  return out;
}

/** A seared salmon fillet with rice pilaf and lemon, a dollop of the sauce. */
export function salmonPlate(ctx: Ctx, d: DishInfo): string {
  const fillet = 'M-150 -20C-150 -70 120 -80 150 -40C160 -10 140 30 100 30L-130 20C-150 16 -150 0 -150 -20Z';
  return (
    plate(0, 30, 250, 'porcelain') +
    path(blob(-20, 40, [120, 110, 120, 115, 120], TILT * 1.2), '#e9dcb8') +
    scatter(ctx, ['rice', 'rice', 'pepita'], 40, { cx: -20, cy: 40, rx: 110, ry: 40 }, 1.6) +
    ctx.twice(fillet, darken(FOOD.salmon, 0.2), FOOD.salmon, 2, 6) +
    path(
      'M-146 -30C-140 -70 120 -84 148 -46C110 -60 -100 -55 -146 -30Z',
      /blacken/.test(d.extras.join(' ')) ? '#5a2a1a' : '#c9542a',
      0.9,
    ) +
    [-90, -40, 10, 60, 110].map((x) => line(`M${x} -40q10 30 -4 60`, '#fbd4c0', 3, 0.7)).join('') +
    dollop(ctx, d.sauce, 60, -40, 42) +
    piece(ctx, 'lemon', 170, 60, 3, -10) +
    scatter(ctx, [herbOf(d)], 4, { cx: 40, cy: -50, rx: 60, ry: 12 }, 1.6)
  );
}

/** Grilled peaches with mascarpone, or a strawberry shortcake, the glaze drizzled over. */
export function dessert(ctx: Ctx, d: DishInfo): string {
  if (/peach/.test(d.main)) {
    let out = plate(0, 30, 240, 'terracotta');
    for (const [x, y] of [
      [-90, 10],
      [80, 0],
      [0, 60],
    ] as const) {
      out += piece(ctx, 'peach', x, y, 6.5, ctx.r() * 30);
      out += dollop(
        ctx,
        { ...d.sauce, base: FOOD.cream, shade: '#e8dcc0', hi: '#ffffff' },
        x + 8,
        y - 12,
        22,
      );
    }
    return (
      out +
      drizzle(ctx, d.sauce, 0, 20, 300, 60, 6, 4) +
      scatter(ctx, ['basil'], 5, { cx: 0, cy: 10, rx: 150, ry: 40 }, 1.6)
    );
  }
  const sc = (y: number, c: string): string =>
    ellipse(0, y, 120, 40, darken(c, 0.15)) + ellipse(0, y - 6, 120, 40, c);
  return (
    plate(0, 40, 240, 'porcelain') +
    sc(50, '#e3b06a') +
    rect(-120, 0, 240, 44, '#e3b06a', 20) +
    ellipse(0, 0, 124, 34, FOOD.cream) +
    scatter(ctx, ['strawberry'], 9, { cx: 0, cy: -10, rx: 100, ry: 22 }, 2.4) +
    ellipse(0, -40, 110, 32, FOOD.cream) +
    path('M-110 -40C-120 -120 110 -120 110 -40Z', '#e8b872') +
    circle(-40, -96, 20, '#f0c98a', 0.8) +
    scatter(ctx, ['strawberry'], 4, { cx: 0, cy: -110, rx: 50, ry: 10 }, 2.2) +
    drizzle(ctx, d.sauce, 0, -70, 200, 30, 6, 3)
  );
}
