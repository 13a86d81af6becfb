/**
 * Page heroes: the brand's deep green table with the page's subject on both sides and a calm middle where the
 * page prints its heading. Wide (21:9, 1680×720) for tablets and desktops, and a phone version (4:5, 800×1000)
 * with the subjects along the bottom.
 */
import { blob, Ctx, g, path, rect, saveSvg } from './core';
import { icon, iconOf } from './flavor-icons';
import { dish, HEROES, type HeroDef } from './hero-scenes';
import { P } from './palette';
import { dishInfoOf, type RecipeArtInput } from './recipes';

/** The page each hero opens (menu-insight heroes are `menu-{slug}` for `/{slug}`). */
export const HERO_ROUTES: Record<string, string> = {
  home: '/',
  'plus-one': '/plus-one',
  about: '/about-us',
  cups: '/cups',
  pouches: '/pouches',
  'bar-bottles': '/bar-bottles',
  'portion-control': '/portion-control',
  'products-story': '/products/story',
  recipes: '/recipes',
  'whats-hot': '/whats-hot',
  faq: '/faq',
  contact: '/contact',
  'get-sample': '/get-sample',
  'offers-dipping-cups': '/offers/dipping-cups',
  'offers-fall-flavors': '/offers/fall-flavors',
  'offers-avocado-ranch': '/offers/avocado-ranch',
  'offers-boom-boom': '/offers/boom-boom',
  'offers-chickn-dipn': '/offers/marlows-signature-chickn-dipn-sauce',
  'offers-dill-pickle': '/offers/dill-pickle',
  'offers-green-goddess': '/offers/green-goddess',
  'offers-stadium-staples': '/offers/stadium-staples',
};

/** Draws one hero in both shapes. Returns the two paths. */
function drawHero(id: string, def: HeroDef): { wide: string; phone: string } {
  const draw = (w: number, h: number, phone: boolean): [Ctx, string] => {
    const ctx = new Ctx(`hero:${id}`);
    const [a1, a2, a3, a4] = def.accents;
    const leaves = (cx: number, cy: number): string =>
      path(blob(cx, cy, [40, 36, 44, 34, 42, 38], 0.5, 20), P.greenSoft, 0.35);
    const glow = ctx.def(
      'glow',
      () =>
        `<radialGradient id="glow" cx=".5" cy=".5" r=".7"><stop offset="0" stop-color="${P.green}" stop-opacity=".9"/>` +
        `<stop offset="1" stop-color="#0b2818" stop-opacity=".9"/></radialGradient>`,
    );
    // No weave or grain on heroes: at 1600 px wide librsvg takes about a second to tile them, and on the deep
    // green they barely show. The glow gives the depth.
    let body = rect(0, 0, w, h, P.greenDeep) + `<rect width="${w}" height="${h}" fill="url(#${glow})"/>`;
    if (phone) {
      body +=
        leaves(60, 60) +
        leaves(740, 80) +
        icon(ctx, a1, 110, 120, 0.9, -12) +
        icon(ctx, a2, 690, 130, 0.9, 14) +
        g(def.left(ctx), 200, 880, 0.66) +
        g(def.right(ctx), 610, 910, 0.66) +
        icon(ctx, a3, 400, 985, 0.6);
    } else {
      body +=
        leaves(40, 680) +
        leaves(1640, 60) +
        icon(ctx, a1, 100, 110, 0.9, -12) +
        icon(ctx, a2, 1580, 120, 0.9, 14) +
        icon(ctx, a3, 620, 660, 0.65, 8) +
        icon(ctx, a4, 1060, 670, 0.65, -8) +
        g(def.left(ctx), 250, 450, 0.88) +
        g(def.right(ctx), 1430, 460, 0.88);
    }
    return [ctx, body];
  };
  const [wctx, wide] = draw(1680, 720, false);
  const [pctx, phone] = draw(800, 1000, true);
  return {
    wide: saveSvg(`heroes/${id}.svg`, { w: 1680, h: 720 }, wctx, wide, `${id} hero`),
    phone: saveSvg(`heroes/${id}-phone.svg`, { w: 800, h: 1000 }, pctx, phone, `${id} hero`),
  };
}

/** Every hero, plus one per menu-insight page from two recipes of its dish category; returns their paths by id. */
export function heroArtwork(
  byDish: ReadonlyMap<string, readonly RecipeArtInput[]>,
  menuPages: readonly string[],
): Record<string, { wide: string; phone: string }> {
  const out: Record<string, { wide: string; phone: string }> = {};
  for (const [id, def] of Object.entries(HEROES)) out[id] = drawHero(id, def);
  for (const slug of menuPages) {
    const [a, b] = byDish.get(slug) ?? [];
    if (!a || !b) throw new Error(`menu page ${slug} needs two recipes`);
    const da = dishInfoOf(a);
    const db = dishInfoOf(b);
    const fa = a.flavors[0]?.[0] ?? 'herb';
    const fb = b.flavors[0]?.[0] ?? 'garlic';
    out[`menu-${slug}`] = drawHero(`menu-${slug}`, {
      left: dish(da),
      right: dish(db),
      accents: [iconOf(fa), iconOf(fb), 'herbs', 'garlic'],
    });
  }
  return out;
}
