/**
 * Home-page blocks and dish categories (square), and the small still lifes they use: a row of sauce spoons, a
 * clipboard with a checklist (shapes, not words) and a sample box.
 */
import { circle, Ctx, ellipse, g, line, path, rect, saveSvg } from './core';
import { dishOf, packAt, plusOneCard } from './cards';
import { icon } from './flavor-icons';
import * as H from './handhelds';
import { brandMark } from './label';
import { darken, lighten, mix, P, sauceOf } from './palette';
import * as Pi from './piles';
import { drawerFor, dishInfoOf, type RecipeArtInput } from './recipes';
import { backdrop, board, grainOver, ramekin } from './surface';

/** Five spoons of sauce in a row on a board: the range of flavors. */
export function spoons(ctx: Ctx, list: readonly [string, string][]): string {
  let out = board(0, 20, 520, 260);
  list.forEach(([id, c], i) => {
    const s = sauceOf(id, c);
    const x = -200 + i * 100;
    const y = 10 + (i % 2) * 30;
    out +=
      line(`M${x + 30} ${y - 10}L${x + 80} ${y - 90}`, '#c9c6bf', 10) +
      ellipse(x + 4, y + 4, 40, 26, P.ink, 0.15) +
      ellipse(x, y, 40, 26, '#dcd8cf') +
      ellipse(x - 2, y - 2, 33, 20, s.base) +
      ellipse(x - 12, y - 8, 10, 4, s.hi, 0.8, -15);
  });
  return out;
}

/** A clipboard with a checklist drawn as ticks and bars, and a pencil. */
export function clipboard(): string {
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const y = -150 + i * 58;
      return (
        rect(-100, y - 14, 28, 28, '#ffffff', 6) +
        line(`M-94 ${y}l7 8 14 -16`, P.green, 5) +
        rect(-56, y - 8, 130 - (i % 2) * 40, 10, P.cocoa, 5, 0.45) +
        rect(-56, y + 8, 90 - (i % 3) * 20, 7, P.cocoa, 3.5, 0.25)
      );
    })
    .join('');
  return (
    ellipse(16, 74, 150, 22, P.ink, 0.15) +
    rect(-134, -226, 268, 300, darken(P.wood, 0.12), 16) +
    rect(-138, -230, 264, 296, P.wood, 16) +
    rect(-116, -200, 220, 250, '#fbf8f0', 6) +
    rect(-50, -246, 96, 40, '#c9c6bf', 10) +
    rect(-30, -240, 56, 14, '#8e8a82', 7) +
    rows +
    g(
      rect(-8, -120, 16, 200, '#e0a526', 3) +
        path('M-8 80l8 22 8 -22z', '#f0d9b0') +
        path('M-3 94l3 8 3 -8z', P.ink) +
        rect(-8, -128, 16, 10, '#d9822b', 2),
      150,
      -40,
      1,
      24,
    )
  );
}

/** A kraft sample box, lid off, with portion cups and a pouch inside and a ribbon. */
export function sampleBox(ctx: Ctx): string {
  const k = P.kraft;
  return (
    ellipse(20, 30, 220, 34, P.ink, 0.15) +
    path('M-180 -120L-120 -170H200L140 -120Z', darken(k, 0.35)) +
    packAt(
      ctx,
      'pouch',
      {
        color: '#e8672c',
        flavor: 'french',
        style: { bg: '#fbf3e4', ink: P.terracotta, rule: '#d9a070', mark: P.green },
      },
      '#e8672c',
      -40,
      -90,
      150,
    ) +
    packAt(
      ctx,
      'cup',
      {
        color: '#6f9a4a',
        flavor: 'ranch',
        style: { bg: '#fcf8ef', ink: P.green, rule: '#c9b99c', mark: P.green },
      },
      '#e9e2cc',
      70,
      -96,
      90,
    ) +
    packAt(
      ctx,
      'cup',
      {
        color: '#7b2d12',
        flavor: 'barbecue',
        style: { bg: '#fcf8ef', ink: P.green, rule: '#c9b99c', mark: P.green },
      },
      '#7b2d12',
      -120,
      -100,
      80,
    ) +
    path('M140 -120L200 -170V0L140 50Z', darken(k, 0.16)) +
    rect(-180, -120, 320, 170, k) +
    rect(-30, -120, 40, 170, P.green) +
    brandMark(-110, -40, 30, P.greenDeep, k) +
    g(
      path('M0 0C-40 -40 -70 -10 -40 10Z', P.green) +
        path('M0 0C40 -40 70 -10 40 10Z', P.green) +
        circle(0, 0, 12, darken(P.green, 0.2)),
      -10,
      -126,
    ) +
    line('M-176 -110V40', '#ffffff', 4, 0.25)
  );
}

const HOME: Record<string, (ctx: Ctx) => string> = {
  '/products/story': (ctx) =>
    g(
      spoons(ctx, [
        ['ranch', '#e9e2cc'],
        ['buffalo', '#e0542a'],
        ['honey-mustard', '#e0a526'],
        ['green-goddess', '#7fa845'],
        ['barbecue', '#7b2d12'],
      ]),
      188,
      240,
      0.64,
    ) +
    icon(ctx, 'garlic', 70, 96, 0.7) +
    icon(ctx, 'chili', 320, 90, 0.7) +
    icon(ctx, 'lemon', 200, 78, 0.6),
  '/recipes': (ctx) =>
    g(
      H.burger(
        ctx,
        dishOf(
          'home-burger',
          'burger',
          'ground chuck patty',
          'sesame seed bun',
          ['American cheese', 'tomato', 'shredded lettuce', 'dill pickle chips'],
          'boom-boom',
          '#f28c3a',
        ),
      ),
      200,
      250,
      0.64,
    ),
  '/whats-hot': (ctx) =>
    g(
      Pi.wings(
        ctx,
        dishOf(
          'home-wings',
          'wings',
          'chicken wings',
          '',
          ['celery sticks', 'carrot sticks'],
          'buffalo',
          '#e0542a',
          ['bleu-cheese', '#d5dde2'],
        ),
      ),
      190,
      250,
      0.62,
    ) +
    ramekin(330, 320, 40, sauceOf('bleu-cheese', '#d5dde2')) +
    icon(ctx, 'chili', 310, 90, 0.8) +
    icon(ctx, 'flame', 90, 90, 0.6),
  '/faq': (ctx) =>
    g(clipboard(), 180, 270, 0.8) +
    packAt(
      ctx,
      'barBottle',
      {
        color: P.green,
        flavor: 'herb',
        style: { bg: '#fcf8ef', ink: P.green, rule: '#c9b99c', mark: P.green },
      },
      '#e9e2cc',
      330,
      340,
      170,
    ),
  '/get-sample': (ctx) => g(sampleBox(ctx), 190, 290, 0.82),
};

/** A home-page block: the picture of where it leads, without its title. */
export function homeBlock(rel: string, title: string, link: string, color: string): string {
  if (link === '/plus-one') return plusOneCard(rel, title, ['avocado', '#8fb339'], null, 'lime');
  const ctx = new Ctx(`home:${rel}`);
  const draw = HOME[link] ?? HOME['/recipes'] ?? (() => '');
  const bg = mix(lighten(color, 0.8), P.cream, 0.35);
  return saveSvg(
    rel,
    { w: 400, h: 400 },
    ctx,
    backdrop(ctx, 400, 400, bg) + draw(ctx) + grainOver(ctx, 400, 400),
    title,
  );
}

/** A dish category: its typical dish (drawn from a recipe of that category), square. */
export function dishCard(id: string, name: string, sample: RecipeArtInput): string {
  const ctx = new Ctx(`dish:${id}`);
  const d = dishInfoOf(sample);
  const { draw } = drawerFor(d);
  const bg = mix(lighten(d.sauce.base, 0.8), P.cream, 0.45);
  const body = backdrop(ctx, 400, 400, bg) + g(draw(ctx, d), 200, 246, 0.64);
  return saveSvg(`dishes/${id}.svg`, { w: 400, h: 400 }, ctx, body + grainOver(ctx, 400, 400), name);
}
