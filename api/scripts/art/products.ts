/**
 * Product artwork, one look per view so they are never confused: `website` (and its thumbnail) shows the pack on a
 * flavor-tinted stage with its key ingredient; `each` is the single unit cut out on white; `case` the corrugated
 * shipper; `inner` the shrink-wrapped inner pack of units; `souflet` the sauce in a pleated soufflé cup.
 */
import { circle, Ctx, ellipse, f, g, line, path, rect, ring, saveSvg, use } from './core';
import { flavorProp } from './flavor-icons';
import { brandMark, lineStyle, packPictogram, type LabelSpec } from './label';
import { PACK_SIZE, packShape, type PackId } from './packs';
import { darken, lighten, mix, P, printColor, sauceOf } from './palette';
import { backdrop, flecks, ramekin, TILT } from './surface';

export interface ProductArtInput {
  id: string;
  name: string;
  packaging: string;
  flavors: readonly (readonly [string, string])[];
  productLines: readonly string[];
  unitQuantity: number;
  quantityInnerPack: number;
  images: {
    website: string | null;
    websiteThumbnail: string | null;
    each: string | null;
    case: string | null;
    souflet: string | null;
    innerCase: string | null;
  };
}

function specOf(p: ProductArtInput): { spec: LabelSpec; sauceColor: string; accent: string } {
  const [first, second] = p.flavors;
  const color = first?.[1] ?? '#d9822b';
  return {
    spec: {
      color: printColor(first?.[0] ?? '', color),
      flavor: first?.[0] ?? 'herb',
      style: lineStyle(p.productLines),
    },
    sauceColor: color,
    accent: second?.[1] ?? darken(color, 0.15),
  };
}

/** The pack scaled to stand `tall` units high with its base at (x, y). */
function placed(
  ctx: Ctx,
  pack: PackId,
  spec: LabelSpec,
  sauce: string,
  x: number,
  y: number,
  tall: number,
): string {
  const [w, h] = PACK_SIZE[pack];
  return g(packShape(ctx, pack, spec, sauce), x, y, Math.min(tall / h, (tall * 1.05) / w));
}

function website(p: ProductArtInput, rel: string, px: number): void {
  const ctx = new Ctx(`product:${p.id}`, px < 400);
  const { spec, sauceColor, accent } = specOf(p);
  const pack = p.packaging as PackId;
  const bg = mix(lighten(sauceColor, 0.8), P.cream, 0.4);
  const sauce = sauceOf(spec.flavor, sauceColor);
  const body =
    backdrop(ctx, 400, 400, bg, false) +
    circle(200, 188, 150, lighten(accent, 0.62), 0.85) +
    ellipse(200, 338, 190, 34, darken(bg, 0.06)) +
    (ctx.plain ? '' : flavorProp(ctx, spec.flavor, 74, 300, 0.8) + ramekin(336, 330, 34, sauce)) +
    placed(ctx, pack, spec, sauceColor, 200, 340, pack === 'cup' || pack === 'pillowPack' ? 190 : 270);
  saveSvg(rel, { w: px, h: px, vw: 400, vh: 400 }, ctx, body, p.name);
}

function each(p: ProductArtInput, rel: string): void {
  const ctx = new Ctx(`each:${p.id}`);
  const { spec, sauceColor } = specOf(p);
  const pack = p.packaging as PackId;
  const body =
    rect(0, 0, 400, 400, '#fdfcf9') +
    placed(ctx, pack, spec, sauceColor, 200, 358, pack === 'cup' || pack === 'pillowPack' ? 220 : 310);
  saveSvg(rel, { w: 400, h: 400 }, ctx, body, `${p.name}, single unit`);
}

function shipper(p: ProductArtInput, rel: string): void {
  const ctx = new Ctx(`case:${p.id}`);
  const { spec } = specOf(p);
  const pack = p.packaging as PackId;
  const k = P.kraft;
  const ink = P.greenDeep;
  const n = p.unitQuantity;
  let units = '';
  if (n <= 12) {
    const per = Math.min(n, 6);
    for (let i = 0; i < n; i++)
      units += packPictogram(ctx, pack, -96 + (i % per) * 26, -58 + Math.floor(i / per) * 34, 0.5, ink);
  } else {
    for (let i = 0; i < 3; i++)
      units += packPictogram(
        ctx,
        pack,
        -92 + i * 14,
        -64 + i * 8,
        0.55,
        i === 2 ? ink : lighten(ink, 0.4 - i * 0.15),
      );
  }
  const barsAt = (pick: (i: number) => boolean): string =>
    Array.from({ length: 26 }, (_, i) => i)
      .filter(pick)
      .map((i) => `M${f(15 + i * 3.4)} -46v28`)
      .join('');
  const bars =
    `<path d="${barsAt((i) => i % 3 === 0)}" stroke="${P.ink}" stroke-width="2" stroke-linecap="butt"/>` +
    `<path d="${barsAt((i) => i % 3 !== 0)}" stroke="${P.ink}" stroke-width="1.2" stroke-linecap="butt"/>`;
  const box =
    ellipse(20, 8, 190, 26, P.ink, 0.14) +
    path('M-150 -200L-90 -244H150L90 -200Z', lighten(k, 0.14)) +
    path('M-40 -200L20 -244H60L0 -200Z', '#e3cfa8', 0.8) +
    path('M90 -200L150 -244V-44L90 0Z', darken(k, 0.16)) +
    rect(-150, -200, 240, 200, k) +
    line('M-150 -200H90', darken(k, 0.28), 2, 0.7) +
    rect(-150, -178, 240, 26, spec.color) +
    rect(-150, -158, 240, 6, darken(spec.color, 0.2)) +
    brandMark(-118, -120, 20, ink, k) +
    rect(-86, -136, 90, 6, ink, 3, 0.85) +
    rect(-86, -122, 60, 4, ink, 2, 0.6) +
    units +
    rect(8, -52, 96, 40, '#fbf8f0', 3) +
    bars +
    packPictogram(ctx, pack, 120, -120, 1.3, darken(k, 0.45)) +
    path('M112 -54l8 -10 8 10zM112 -40l8 -10 8 10z', darken(k, 0.45), 0.8) +
    line('M-146 -196V-6', '#ffffff', 4, 0.25);
  const body = backdrop(ctx, 400, 400, '#f1ece3', false) + g(box, 196, 322, 1.08);
  saveSvg(rel, { w: 400, h: 400 }, ctx, body, `${p.name}, case`);
}

function inner(p: ProductArtInput, rel: string): void {
  const ctx = new Ctx(`inner:${p.id}`);
  const { spec, sauceColor } = specOf(p);
  const pack = p.packaging as PackId;
  const slots: [number, number][] =
    pack === 'cup'
      ? [
          [-80, -150],
          [10, -150],
          [100, -150],
          [-100, -60],
          [-10, -60],
          [80, -60],
          [-120, 30],
          [-30, 30],
          [60, 30],
        ]
      : [
          [-70, -170],
          [40, -180],
          [-110, -90],
          [0, -100],
          [110, -96],
          [-60, -10],
          [60, -14],
        ];
  const unit = ctx.def(
    'unit',
    () => `<g id="unit">${placed(ctx, pack, spec, sauceColor, 0, 0, pack === 'cup' ? 92 : 110)}</g>`,
  );
  const units = slots.map(([x, y]) => use(unit, x, y + 40)).join('');
  const film =
    'M-190 -240Q-200 -250 -180 -252H190Q204 -250 196 -236L186 90Q184 104 170 104H-170Q-186 104 -188 90Z';
  const body =
    backdrop(ctx, 400, 400, '#eef1f0', false) +
    g(
      ellipse(10, 108, 200, 22, P.ink, 0.14) +
        units +
        path(film, '#dbe7ec', 0.38) +
        `<path d="${film}" fill="none" stroke="#ffffff" stroke-width="4" opacity=".7"/>` +
        line('M-170 -220Q-176 -60 -160 80M150 -236Q168 -120 160 -40', '#ffffff', 9, 0.55) +
        line('M-120 -244L140 -244', '#ffffff', 5, 0.6) +
        rect(60, 40, 110, 48, '#ffffff', 6) +
        brandMark(86, 64, 14, spec.style.mark, '#ffffff') +
        rect(106, 54, 50, 6, P.ink, 3, 0.5) +
        rect(106, 66, 34, 5, P.ink, 2.5, 0.35),
      200,
      270,
      0.88,
    );
  saveSvg(rel, { w: 400, h: 400 }, ctx, body, `${p.name}, inner pack`);
}

function souflet(p: ProductArtInput, rel: string): void {
  const ctx = new Ctx(`souflet:${p.id}`);
  const { spec, sauceColor } = specOf(p);
  const sauce = sauceOf(spec.flavor, sauceColor);
  const r = 100;
  const ry = r * TILT * 1.3;
  const pleats = Array.from({ length: 15 }, (_, i) => {
    const x = -r + (i + 0.5) * ((2 * r) / 15);
    return line(`M${f(x)} ${f(ry * 0.6)}L${f(x * 0.78)} 104`, '#d9d2c4', 2, 0.9);
  }).join('');
  const cup =
    ellipse(14, 112, 110, 22, P.ink, 0.16) +
    path(`M${-r} 0L${f(-r * 0.78)} 100Q0 118 ${f(r * 0.78)} 100L${r} 0Z`, '#f4f0e6') +
    pleats +
    path(
      `M${f(r * 0.3)} ${f(ry)}L${f(r * 0.26)} 108Q${f(r * 0.6)} 106 ${f(r * 0.78)} 100L${r} 0Z`,
      P.ink,
      0.08,
    ) +
    ellipse(0, 0, r, ry, '#fbf9f3') +
    ring(0, 0, r - 3, ry - 3, '#e4ddcf', 3) +
    ellipse(0, 4, r * 0.86, ry * 0.8, sauce.shade) +
    ellipse(-2, 1, r * 0.84, ry * 0.76, sauce.base) +
    flecks(0, 2, r * 0.7, ry * 0.6, sauce, 26) +
    line(
      `M${f(-r * 0.5)} ${f(-ry * 0.2)}Q0 ${f(-ry * 0.7)} ${f(r * 0.45)} ${f(-ry * 0.3)}`,
      sauce.hi,
      8,
      0.8,
    ) +
    line(
      `M${f(-r * 0.2)} ${f(ry * 0.25)}q${f(r * 0.3)} ${f(ry * 0.2)} ${f(r * 0.55)} 0`,
      sauce.shade,
      4,
      0.5,
    );
  const body =
    backdrop(ctx, 300, 300, mix(lighten(sauceColor, 0.85), '#efe9df', 0.5), false) + g(cup, 150, 138);
  saveSvg(rel, { w: 300, h: 300 }, ctx, body, `${p.name} in a soufflé cup`);
}

/** Draws every view a product has. */
export function productArtwork(p: ProductArtInput): void {
  const im = p.images;
  if (im.website) website(p, im.website, 400);
  if (im.websiteThumbnail) website(p, im.websiteThumbnail, 200);
  if (im.each) each(p, im.each);
  if (im.case) shipper(p, im.case);
  if (im.innerCase) inner(p, im.innerCase);
  if (im.souflet) souflet(p, im.souflet);
}
