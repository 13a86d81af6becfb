/**
 * The packs, each drawn standing on y = 0, centred on x = 0, about 300 units tall, lit from the top left: gallon
 * jug, pail, tub, portion cup, pouch, pillow pack, bar bottle, bag-in-box and dispenser pack. Labels carry the
 * brand mark, the flavor's colour and its key ingredient; no words.
 */
import { circle, type Ctx, ellipse, f, line, path, rect, ring } from './core';
import { brandMark, label, type LabelSpec } from './label';
import { darken, lighten, mix, P } from './palette';
import { iconOf, icon } from './flavor-icons';

export type PackId =
  'gallon' | 'barBottle' | 'cup' | 'pouch' | 'tub' | 'bagInBox' | 'pillowPack' | 'dispenserPack' | 'pail';

const ground = (w: number, o = 0.16): string =>
  ellipse(w * 0.06, 2, w * 0.58, w * 0.1, P.ink, o * 0.7) + ellipse(w * 0.02, 0, w * 0.5, w * 0.07, P.ink, o);

/** A serrated (crimped) edge from (x0, y) to (x1, y), teeth `t` high. */
function crimp(x0: number, x1: number, y: number, t: number): string {
  const n = Math.round(Math.abs(x1 - x0) / 8);
  let d = '';
  for (let i = 1; i <= n; i++)
    d += `L${f(x0 + ((x1 - x0) * (i - 0.5)) / n)} ${f(y + t)}L${f(x0 + ((x1 - x0) * i) / n)} ${f(y)}`;
  return d;
}

function gallon(ctx: Ctx, s: LabelSpec): string {
  const body =
    'M-100 -14Q-100 0 -86 0H86Q100 0 100 -14V-186Q100 -212 76 -220L10 -238V-252H-58V-238L-78 -226Q-100 -214 -100 -186Z';
  const milk = mix(s.color, '#ffffff', 0.55);
  return (
    ground(220) +
    path(body, '#e6e0d4') +
    `<path d="${body}" fill="#f7f4ee" transform="translate(-3 -3)"/>` +
    rect(-94, -180, 186, 174, milk, 12, 0.5) +
    line('M20 -236Q92 -244 94 -176', '#e6e0d4', 26) +
    line('M20 -236Q92 -244 94 -176', '#f7f4ee', 18) +
    line('M34 -228Q78 -230 80 -184', darken('#e6e0d4', 0.08), 6, 0.8) +
    rect(-62, -268, 76, 24, darken(s.style.mark, 0.1), 5) +
    rect(-64, -272, 76, 22, s.style.mark, 5) +
    line('M-54 -268v14M-42 -268v14M-30 -268v14M-18 -268v14M-6 -268v14', darken(s.style.mark, 0.25), 2, 0.6) +
    label(ctx, -78, -172, 156, 150, s) +
    rect(60, -200, 40, 196, P.ink, 0, 0.07) +
    line('M-88 -190V-24', '#ffffff', 8, 0.7)
  );
}

function pail(ctx: Ctx, s: LabelSpec): string {
  const body = 'M-110 -236H110L98 -6Q97 0 90 0H-90Q-97 0 -98 -6Z';
  return (
    ground(240) +
    line('M-108 -200Q0 -340 108 -200', '#9a968e', 5) +
    rect(-30, -287, 60, 16, '#3a3532', 8) +
    path(body, '#e2ddd2') +
    `<path d="${body}" fill="#f6f3ec" transform="translate(-3 -2)"/>` +
    line('M-104 -206H104M-103 -196H103', '#e2ddd2', 3) +
    ellipse(0, -238, 118, 20, darken(s.style.mark, 0.15)) +
    rect(-118, -250, 236, 14, s.style.mark, 4) +
    ellipse(0, -250, 118, 20, lighten(s.style.mark, 0.12)) +
    ellipse(0, -252, 96, 14, s.style.mark) +
    circle(-114, -200, 7, '#9a968e') +
    circle(114, -200, 7, '#9a968e') +
    label(ctx, -80, -184, 160, 164, s) +
    path('M70 -236H110L98 -6Q97 0 90 0H64Z', P.ink, 0.07) +
    line('M-96 -186L-88 -20', '#ffffff', 8, 0.7)
  );
}

function tub(ctx: Ctx, s: LabelSpec): string {
  const body = 'M-124 -150H124L114 -8Q113 0 104 0H-104Q-113 0 -114 -8Z';
  return (
    ground(270) +
    path(body, '#e2ddd2') +
    `<path d="${body}" fill="#f6f3ec" transform="translate(-3 -2)"/>` +
    ellipse(0, -150, 130, 26, darken(s.style.mark, 0.18)) +
    rect(-130, -166, 260, 16, s.style.mark, 4) +
    ellipse(0, -166, 130, 26, lighten(s.style.mark, 0.12)) +
    ellipse(-4, -168, 108, 19, s.style.mark) +
    label(ctx, -100, -134, 200, 120, s) +
    path('M80 -150H124L114 -8Q113 0 104 0H74Z', P.ink, 0.07) +
    line('M-112 -136L-104 -16', '#ffffff', 8, 0.7)
  );
}

/** A portion cup: clear plastic showing the sauce, its peel-off lid printed as a round label, seen from above. */
export function cup(ctx: Ctx, s: LabelSpec, sauce: string): string {
  const lid = (r: number): string =>
    circle(0, 0, r, s.style.bg) +
    ring(0, 0, r * 0.92, r * 0.92, s.color, r * 0.12) +
    brandMark(0, -r * 0.55, r * 0.16, s.style.mark, s.style.bg) +
    icon(ctx, iconOf(s.flavor), 0, r * 0.12, (r * 0.8) / 120);
  return (
    ground(240) +
    path('M-112 -150L-84 -8Q-82 0 -72 0H72Q82 0 84 -8L112 -150Z', mix(sauce, '#5a4a3a', 0.12)) +
    path('M-104 -146L-80 -12H80L104 -146Z', sauce) +
    path('M-112 -150L-84 -8Q-82 0 -72 0H72Q82 0 84 -8L112 -150Z', '#ffffff', 0.22) +
    line('M-96 -134L-74 -18', '#ffffff', 7, 0.55) +
    path('M44 -150L30 0H72Q82 0 84 -8L112 -150Z', P.ink, 0.08) +
    ellipse(0, -150, 122, 44, darken(s.style.bg, 0.12)) +
    `<g transform="translate(0 -156)scale(1 .36)">${lid(118)}</g>` +
    line('M-100 -166Q-60 -186 -10 -190', '#ffffff', 5, 0.6)
  );
}

function pouch(ctx: Ctx, s: LabelSpec): string {
  const w = 150;
  const h = 250;
  const x = -w / 2;
  return (
    ground(190) +
    path(`M${x - 4} -14H${-x + 4}V${-h + 14}H${x - 4}Z`, darken(s.style.bg, 0.12)) +
    path(
      `M${x - 4} ${-h + 8}${crimp(x - 4, -x + 4, -h + 8, -8)}V${-h + 36}H${x - 4}Z`,
      darken(s.style.bg, 0.08),
    ) +
    path(`M${x - 4} -10${crimp(x - 4, -x + 4, -10, 8)}V-38H${x - 4}Z`, darken(s.style.bg, 0.08)) +
    line(
      `M${x} ${-h + 14}V${-h + 34}M${x + 10} ${-h + 14}V${-h + 34}M${-x - 10} ${-h + 14}V${-h + 34}`,
      P.ink,
      1.2,
      0.15,
    ) +
    path(`M${-x + 4} ${-h + 44}l-10 5 10 5z`, '#ffffff') +
    label(ctx, x, -h + 36, w, h - 72, s)
  );
}

function pillowPack(ctx: Ctx, s: LabelSpec): string {
  const w = 240;
  const h = 150;
  const x = -w / 2;
  const y = -h - 20;
  const outline = `M${x} ${y}${crimp(x, -x, y, -7)}L${-x} ${y + h}${crimp(-x, x, y + h, 7)}Z`;
  return (
    ground(250) +
    ctx.twice(outline, darken(s.color, 0.22), s.color, 2, 3) +
    rect(x + 10, y + 8, w - 20, h - 18, lighten(s.color, 0.12), 18) +
    rect(x + 10, y + 8, w - 20, (h - 18) * 0.45, '#ffffff', 18, 0.18) +
    brandMark(x + 52, y + h / 2 - 4, 26, s.style.mark, s.style.bg) +
    ellipse(-x - 66, y + h / 2 - 4, 48, 42, lighten(s.color, 0.75)) +
    icon(ctx, iconOf(s.flavor), -x - 66, y + h / 2 - 4, 0.62) +
    line(`M${x + 92} ${y + 36}V${y + h - 44}`, lighten(s.color, 0.5), 2, 0.7)
  );
}

function barBottle(ctx: Ctx, s: LabelSpec, sauce: string): string {
  const body = 'M-62 -16Q-62 0 -46 0H46Q62 0 62 -16V-214Q62 -240 30 -246V-262H-30V-246Q-62 -240 -62 -214Z';
  return (
    ground(150) +
    ctx.twice(body, darken(sauce, 0.2), sauce, 2, 2) +
    path(body, '#ffffff', 0.18) +
    rect(-34, -296, 68, 40, s.style.mark, 8) +
    rect(-12, -318, 24, 26, darken(s.style.mark, 0.15), 6) +
    line('M-26 -290v28M-14 -290v28M-2 -290v28M10 -290v28M22 -290v28', darken(s.style.mark, 0.3), 1.5, 0.5) +
    label(ctx, -58, -200, 116, 140, s) +
    rect(30, -240, 30, 236, P.ink, 0, 0.1) +
    line('M-50 -226V-20', '#ffffff', 7, 0.6)
  );
}

function bagInBox(ctx: Ctx, s: LabelSpec): string {
  const k = P.kraft;
  return (
    ground(250) +
    path('M-110 -250L-70 -282H130L90 -250Z', lighten(k, 0.15)) +
    path('M90 -250L130 -282V-32L90 0Z', darken(k, 0.18)) +
    rect(-110, -250, 200, 250, k) +
    line('M-110 -250H90', darken(k, 0.25), 2, 0.6) +
    path('M-20 -266L20 -266L60 -282H20Z', '#d9c9a8', 0.7) +
    label(ctx, -90, -226, 160, 150, s, false) +
    ring(-10, -38, 22, 22, darken(k, 0.3), 2, 1, '5 4') +
    rect(-22, -52, 24, 30, '#f3efe6', 6) +
    rect(-26, -26, 32, 14, s.style.mark, 4) +
    line('M-104 -240V-10', '#ffffff', 5, 0.25)
  );
}

function dispenserPack(ctx: Ctx, s: LabelSpec): string {
  const bag = 'M-96 -250Q-100 -290 -60 -292H60Q100 -290 96 -250L92 -96Q90 -60 40 -50H-40Q-90 -60 -92 -96Z';
  return (
    ground(200) +
    ctx.twice(bag, darken(s.style.bg, 0.14), s.style.bg, 2, 3) +
    ellipse(0, -276, 16, 7, darken(s.style.bg, 0.3)) +
    label(ctx, -76, -256, 152, 180, s) +
    rect(-26, -56, 52, 20, '#e6e0d4', 5) +
    rect(-10, -40, 20, 34, '#d0c8b8', 4) +
    rect(-8, -8, 16, 8, s.style.mark, 2) +
    line('M-84 -240L-80 -100', '#ffffff', 8, 0.5)
  );
}

/** Draws the pack of a product; `sauce` is the colour seen through clear plastic. */
export function packShape(ctx: Ctx, pack: PackId, spec: LabelSpec, sauce: string): string {
  switch (pack) {
    case 'gallon':
      return gallon(ctx, spec);
    case 'pail':
      return pail(ctx, spec);
    case 'tub':
      return tub(ctx, spec);
    case 'cup':
      return cup(ctx, spec, sauce);
    case 'pouch':
      return pouch(ctx, spec);
    case 'pillowPack':
      return pillowPack(ctx, spec);
    case 'barBottle':
      return barBottle(ctx, spec, sauce);
    case 'bagInBox':
      return bagInBox(ctx, spec);
    case 'dispenserPack':
      return dispenserPack(ctx, spec);
  }
}

/** How wide and tall each pack is (for fitting it into a frame). */
export const PACK_SIZE: Record<PackId, [w: number, h: number]> = {
  gallon: [220, 272],
  pail: [240, 290],
  tub: [262, 192],
  cup: [244, 200],
  pouch: [160, 250],
  pillowPack: [250, 180],
  barBottle: [130, 318],
  bagInBox: [250, 282],
  dispenserPack: [200, 292],
};
