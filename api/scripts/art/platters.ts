/**
 * Dishes served on a platter, in a skillet or a basket: nachos, a hot dip with dippers, fried seafood and tenders,
 * roasted vegetables and a crudité platter around its dip.
 */
import { blob, type Ctx, ellipse, f, g, line, oblong, path, rect, use } from './core';
import { dollop, drizzle } from './bowls';
import { type DishInfo, has, herbOf, toppingPieces } from './dish';
import { darken, FOOD, lighten, P } from './palette';
import { depthSorted, fryDefs } from './piles';
import { piece, scatter } from './pieces';
import { basket, plate, ramekin, skillet, TILT } from './surface';

/** Nachos heaped on a platter: chips, melted cheese, toppings and the sauce. */
export function nachos(ctx: Ctx, d: DishInfo): string {
  const chip = ctx.def(
    'ch',
    () =>
      `<g id="ch">${path('M-26 18L0 -26L26 18Z', darken(FOOD.chip, 0.2))}${path('M-24 15L0 -25L23 15Z', FOOD.chip)}${line('M-14 8L0 -16', '#fbe3a0', 3, 0.7)}</g>`,
  );
  const items: [number, string][] = [];
  for (let i = 0; i < 34; i++) {
    const a = i * 2.39996;
    const dd = Math.sqrt((i + 0.5) / 34);
    const x = Math.cos(a) * 200 * dd;
    const y = -20 + Math.sin(a) * 80 * dd - (1 - dd) * 50;
    items.push([y, use(chip, x, y, ctx.r() * 360, 1.4)]);
  }
  const tops = toppingPieces([d.main, ...d.extras]);
  return (
    plate(0, 30, 260, 'green') +
    depthSorted(items) +
    drizzle(ctx, { ...d.sauce, base: '#f3b52c', shade: '#d98f1c', hi: '#fde08a' }, 0, -40, 300, 50, 12, 4) +
    path(blob(-30, -50, [50, 60, 45, 55, 50], 0.45), '#6a3520') +
    scatter(
      ctx,
      tops.filter((k) => k !== 'chicken'),
      18,
      { cx: 0, cy: -45, rx: 170, ry: 50 },
      1.8,
    ) +
    drizzle(ctx, d.sauce, 0, -60, 260, 40, 7, 3) +
    dollop(ctx, d.sauce, 40, -70, 34)
  );
}

/** A hot dip in a skillet, browned on top, with chips and celery to dip. */
export function dip(ctx: Ctx, d: DishInfo): string {
  const sk = skillet(-20, 0, 170);
  const dipColor = lighten(d.sauce.base, 0.25);
  const chip = ctx.def(
    'ch',
    () =>
      `<g id="ch">${path('M-26 18L0 -26L26 18Z', darken(FOOD.chip, 0.2))}${path('M-24 15L0 -25L23 15Z', FOOD.chip)}${line('M-14 8L0 -16', '#fbe3a0', 3, 0.7)}</g>`,
  );
  let chips = '';
  for (let i = 0; i < 9; i++)
    chips += use(chip, -230 + (i % 3) * 30 + ctx.r() * 10, 40 + Math.floor(i / 3) * 30, ctx.r() * 360, 1.6);
  let celery = '';
  for (let i = 0; i < 4; i++)
    celery += g(
      rect(-7, -60, 14, 120, '#7fae3e', 7) + rect(-7, -62, 12, 118, '#a9cc6a', 6),
      190 + i * 16,
      70,
      1,
      70 + i * 8,
    );
  return (
    sk.back +
    path(blob(-20, 2, [140, 145, 138, 146, 140, 144, 139], TILT), darken(dipColor, 0.15)) +
    path(blob(-22, -4, [132, 138, 130, 137, 133, 136, 131], TILT * 0.95), dipColor) +
    Array.from({ length: 9 }, () =>
      path(
        blob(-20 + (ctx.r() - 0.5) * 200, -4 + (ctx.r() - 0.5) * 80, [18, 14, 20, 12, 16], 0.5),
        '#c9772e',
        0.55,
      ),
    ).join('') +
    drizzle(ctx, d.sauce, -20, -6, 180, 40, 6, 3) +
    scatter(ctx, ['scallion', herbOf(d)], 12, { cx: -20, cy: -6, rx: 110, ry: 40 }, 1.5) +
    sk.front +
    chips +
    celery
  );
}

/** Fried seafood (or tenders) heaped in a basket with lemon, slaw and the second sauce in a ramekin. */
export function basketMeal(ctx: Ctx, d: DishInfo): string {
  const b = basket(ctx, -20, 20, 440, P.terracotta);
  const fish = /cod|fish/.test(d.main);
  const tenders = /tender|parsley/.test(d.main) || /tender|pretzel chicken/.test(d.title.toLowerCase());
  const items: [number, string][] = [];
  if (fish) {
    const id = fryDefs(ctx, 'steak');
    for (let i = 0; i < 30; i++) {
      const a = i * 2.39996;
      const dd = Math.sqrt((i + 0.5) / 30);
      items.push([
        -100,
        use(
          id,
          -20 + Math.cos(a) * 170 * dd,
          10 + Math.sin(a) * 70 * dd - (1 - dd) * 50,
          90 + (ctx.r() - 0.5) * 110,
          1.05,
        ),
      ]);
    }
  }
  const n = fish ? 2 : tenders ? 6 : 11;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1) - 0.5;
    const x = -20 + t * (fish ? 160 : tenders ? 250 : 300) + (ctx.r() - 0.5) * 12;
    const y = -40 + Math.abs(t) * 40 + (i % 2) * 18;
    if (fish || tenders) {
      const len = fish ? 210 : 150;
      const thick = fish ? 70 : 44;
      const rot = fish ? -14 + i * 26 : -40 + t * 80;
      const crumbs = Array.from({ length: 9 }, () =>
        ellipse(
          x + (ctx.r() - 0.5) * len * 0.6,
          y + (ctx.r() - 0.6) * thick * 0.5,
          6,
          3,
          FOOD.chickenFriedLight,
          0.85,
          ctx.r() * 180,
        ),
      ).join('');
      items.push([
        y,
        path(oblong(x + 3, y + 5, len, thick, rot, ctx.r), darken(FOOD.chickenFried, 0.28)) +
          path(oblong(x, y, len, thick, rot, ctx.r), FOOD.chickenFried) +
          crumbs +
          line(
            `M${f(x - len * 0.3)} ${f(y - thick * 0.22)}q${f(len * 0.3)} ${f(-thick * 0.1)} ${f(len * 0.5)} 0`,
            '#fbe0a0',
            4,
            0.6,
          ),
      ]);
    } else {
      items.push([
        y,
        g(
          line('M12 -14C-10 -24 -26 2 -8 18', darken(FOOD.chickenFried, 0.28), 30) +
            line('M11 -15C-10 -25 -26 1 -9 17', FOOD.chickenFried, 25) +
            ellipse(-6, -6, 6, 3, FOOD.chickenFriedLight, 0.9, 40) +
            path('M10 -20l20 -6-4 18z', '#e0663e'),
          x,
          y,
          1.5,
          ctx.r() * 50 - 25,
        ),
      ]);
    }
  }
  const slaw = has(d, /coleslaw/)
    ? ramekin(200, -70, 46, {
        base: '#eef0d8',
        shade: '#cfd6b0',
        hi: '#ffffff',
        fleck: 'relish',
        fleckColor: '#8c4a86',
      })
    : '';
  return slaw + b.back + depthSorted(items) + b.front + piece(ctx, 'lemon', -250, 90, 3, -30);
}

/** Roasted vegetables in a skillet, glazed and scattered with herbs. */
export function roast(ctx: Ctx, d: DishInfo): string {
  const sk = skillet(-10, 0, 200);
  const kind = /brussels/i.test(d.main) ? 'sprout' : /squash/.test(d.main) ? 'squash' : 'potato';
  let items = '';
  for (let i = 0; i < 26; i++) {
    const a = i * 2.39996;
    const dd = Math.sqrt((i + 0.5) / 26);
    const x = -10 + Math.cos(a) * 160 * dd;
    const y = -4 + Math.sin(a) * 68 * dd;
    if (kind === 'sprout')
      items +=
        ellipse(x + 2, y + 3, 22, 18, '#3f6e22') +
        ellipse(x, y, 21, 17, '#6f9a3a') +
        ellipse(x + 3, y, 14, 11, '#c9d98a') +
        line(`M${f(x - 8)} ${f(y)}q8 -8 16 0`, '#8fb35a', 2);
    else items += piece(ctx, kind, x, y, 2.6, ctx.r() * 180);
  }
  const tops = toppingPieces(d.extras).filter((k) => k !== 'potato');
  return (
    sk.back +
    items +
    drizzle(ctx, d.sauce, -10, -6, 260, 50, 6, 4) +
    scatter(ctx, tops.length ? tops : [herbOf(d)], 14, { cx: -10, cy: -6, rx: 150, ry: 50 }, 1.7) +
    sk.front
  );
}

/** Crudités around a bowl of the dressing. */
export function platter(ctx: Ctx, d: DishInfo): string {
  let out = g(ellipse(0, 10, 280, 130, darken(P.porcelain, 0.16)) + ellipse(0, 0, 280, 126, P.white), 0, 30);
  const ring: [number, string][] = [];
  const kinds = ['carrotStick', 'cucumber', 'cherry', 'edamame', 'pepperStick'];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const x = Math.cos(a) * 200;
    const y = 30 + Math.sin(a) * 84;
    const k = kinds[i % kinds.length] ?? 'cherry';
    const s =
      k === 'carrotStick'
        ? g(
            rect(-6, -40, 12, 80, FOOD.carrot, 6) + line('M-2 -34v66', '#f8b46a', 2),
            x,
            y,
            1,
            (a * 180) / Math.PI + 90,
          )
        : k === 'pepperStick'
          ? g(
              rect(-6, -34, 12, 68, '#d63b2a', 6) + line('M-2 -28v54', '#f07a5a', 2),
              x,
              y,
              1,
              (a * 180) / Math.PI + 90,
            )
          : piece(ctx, k, x, y, 2.6, ctx.r() * 90);
    ring.push([y, s]);
  }
  out += depthSorted(ring);
  return out + ramekin(0, 0, 86, d.sauce);
}
