/**
 * Surfaces and tableware, all in the same three-quarter view (a circle on the table is an ellipse TILT times as
 * tall as it is wide) and lit from the top left: shadows fall to the lower right as translucent ink shapes.
 */
import { circle, type Ctx, dots, ellipse, f, line, path, rect } from './core';
import { darken, lighten, P, type Sauce } from './palette';

export const TILT = 0.46;

/** The linen weave and the paper grain every picture shares. */
export function textures(ctx: Ctx, grainy = true): { linen: string; grain: string | null } {
  // A 36-unit tile of the weave (not 6): librsvg paints a pattern tile by tile, so fewer, larger tiles are faster.
  const linen = ctx.def('lin', () => {
    const rows = Array.from({ length: 12 }, (_, i) => 1.5 + i * 3);
    return (
      `<pattern id="lin" width="36" height="36" patternUnits="userSpaceOnUse">` +
      `<path d="${rows.map((y) => `M0 ${y}h36`).join('')}" stroke="#3b2a1a" stroke-opacity=".028" stroke-width="1.2"/>` +
      `<path d="${rows.map((x) => `M${x} 0v36`).join('')}" stroke="#ffffff" stroke-opacity=".05"/></pattern>`
    );
  });
  if (!grainy) return { linen, grain: null };
  const grain = ctx.def('grn', () => {
    // A fixed sprinkle (same in every file), so the grain never shifts between pictures.
    let s = 7;
    const rnd = (): number => {
      s = (s * 16807) % 2147483647;
      return s / 2147483647;
    };
    const light: [number, number][] = [];
    const dark: [number, number][] = [];
    for (let i = 0; i < 48; i++)
      (rnd() < 0.5 ? light : dark).push([Math.round(rnd() * 96), Math.round(rnd() * 96)]);
    const grains = dots(light, 0.9, '#ffffff', 0.16) + dots(dark, 0.8, '#3b2a1a', 0.07);
    return `<pattern id="grn" width="96" height="96" patternUnits="userSpaceOnUse">${grains}</pattern>`;
  });
  return { linen, grain };
}

/**
 * A backdrop: flat colour, a soft light from the top left with a gentle vignette, the linen weave and (for
 * scenes, not product shots) the paper grain.
 */
export function backdrop(ctx: Ctx, w: number, h: number, color: string, grainy = true): string {
  // Thumbnails are shown too small for the weave and grain to show: a flat colour keeps their files small.
  if (ctx.plain) return rect(0, 0, w, h, color);
  const { linen, grain } = textures(ctx, grainy);
  const light = ctx.def(
    'lit',
    () =>
      `<radialGradient id="lit" cx=".28" cy=".2" r=".95"><stop offset="0" stop-color="#fff" stop-opacity=".34"/>` +
      `<stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#3b2a1a" stop-opacity=".12"/></radialGradient>`,
  );
  return (
    rect(0, 0, w, h, color) +
    rect(0, 0, w, h, `url(#${linen})`) +
    (grain ? rect(0, 0, w, h, `url(#${grain})`) : '') +
    rect(0, 0, w, h, `url(#${light})`)
  );
}

/** The paper grain again over a finished scene, so the food shares the page's printed texture. */
export function grainOver(ctx: Ctx, w: number, h: number): string {
  if (ctx.plain) return '';
  const { grain } = textures(ctx);
  return grain ? rect(0, 0, w, h, `url(#${grain})`, 0, 0.8) : '';
}

/** The shadow an object casts on the table: translucent ink, offset away from the light. */
export function shadow(cx: number, cy: number, rx: number, ry: number, o = 0.14): string {
  return (
    ellipse(cx + rx * 0.07, cy + ry * 0.22, rx * 1.04, ry * 1.05, P.ink, o * 0.6) +
    ellipse(cx + rx * 0.03, cy + ry * 0.1, rx * 0.94, ry * 0.9, P.ink, o * 0.7)
  );
}

export type PlateStyle = 'porcelain' | 'stoneware' | 'green' | 'terracotta';

/** A dinner plate: rim, well and a sliver of the edge, with a highlight along the lit rim. */
export function plate(cx: number, cy: number, r: number, style: PlateStyle = 'porcelain'): string {
  const ry = r * TILT;
  const top =
    style === 'stoneware'
      ? '#ece2cf'
      : style === 'green'
        ? '#dfe6da'
        : style === 'terracotta'
          ? '#f1e0d0'
          : P.white;
  const edge = darken(top, 0.16);
  const well = darken(top, 0.035);
  const band =
    style === 'green'
      ? line(ellipsePath(cx, cy, r * 0.94, ry * 0.94), P.green, r * 0.03, 0.85)
      : style === 'terracotta'
        ? line(ellipsePath(cx, cy, r * 0.94, ry * 0.94), P.terracotta, r * 0.025, 0.75)
        : '';
  return (
    shadow(cx, cy + ry * 0.18, r, ry, 0.16) +
    ellipse(cx, cy + r * 0.045, r, ry, edge) +
    ellipse(cx, cy, r, ry, top) +
    band +
    ellipse(cx, cy + ry * 0.04, r * 0.7, ry * 0.7, well) +
    line(arcPath(cx, cy, r * 0.97, ry * 0.97, 190, 280), '#ffffff', r * 0.022, 0.8) +
    (style === 'stoneware' ? speckles(cx, cy, r, ry) : '')
  );
}

function speckles(cx: number, cy: number, r: number, ry: number): string {
  let out = '';
  for (let i = 0; i < 26; i++) {
    const a = i * 2.399;
    const d = 0.2 + ((i * 37) % 80) / 100;
    out += circle(cx + Math.cos(a) * r * d, cy + Math.sin(a) * ry * d, r * 0.008, '#7a6650', 0.4);
  }
  return out;
}

/** An ellipse as a path (for strokes). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(rx * 2)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-rx * 2)} 0`;
}

/** An arc of an ellipse between two angles in degrees (0 = right, 90 = down). */
export function arcPath(cx: number, cy: number, rx: number, ry: number, from: number, to: number): string {
  const p = (deg: number): [number, number] => [
    cx + Math.cos((deg * Math.PI) / 180) * rx,
    cy + Math.sin((deg * Math.PI) / 180) * ry,
  ];
  const [x0, y0] = p(from);
  const [x1, y1] = p(to);
  return `M${f(x0)} ${f(y0)}A${f(rx)} ${f(ry)} 0 ${to - from > 180 ? 1 : 0} 1 ${f(x1)} ${f(y1)}`;
}

export interface BowlParts {
  /** The bowl behind the food (shadow, body, inside wall). */
  back: string;
  /** The front lip drawn over the food's lower edge. */
  front: string;
}

/** A bowl whose rim is an ellipse at (cx, cy): draw `back`, then the food, then `front`. */
export function bowl(cx: number, cy: number, r: number, depth: number, glaze: string): BowlParts {
  const ry = r * TILT;
  const body = darken(glaze, 0.04);
  const inside = lighten(glaze, 0.25);
  const dy = ry + depth;
  // The body: the lower half of an ellipse as deep as the rim's half-height plus the bowl's depth, tapering to a foot.
  const bodyPath = `M${f(cx - r)} ${f(cy)}C${f(cx - r)} ${f(cy + dy * 0.75)} ${f(cx - r * 0.55)} ${f(cy + dy)} ${f(cx)} ${f(cy + dy)}C${f(cx + r * 0.55)} ${f(cy + dy)} ${f(cx + r)} ${f(cy + dy * 0.75)} ${f(cx + r)} ${f(cy)}Z`;
  const shadeSide = `M${f(cx + r * 0.2)} ${f(cy + dy)}C${f(cx + r * 0.6)} ${f(cy + dy)} ${f(cx + r)} ${f(cy + dy * 0.75)} ${f(cx + r)} ${f(cy)}L${f(cx + r * 0.7)} ${f(cy + ry * 0.5)}C${f(cx + r * 0.7)} ${f(cy + dy * 0.7)} ${f(cx + r * 0.5)} ${f(cy + dy * 0.95)} ${f(cx + r * 0.2)} ${f(cy + dy)}Z`;
  const foot = ellipse(cx, cy + dy - 2, r * 0.36, r * 0.36 * TILT * 0.5, darken(glaze, 0.25));
  return {
    back:
      shadow(cx, cy + dy - ry * 0.3, r * 0.9, ry * 0.75, 0.2) +
      foot +
      path(bodyPath, body) +
      path(shadeSide, P.ink, 0.12) +
      line(
        `M${f(cx - r * 0.92)} ${f(cy + ry * 0.6)}C${f(cx - r * 0.86)} ${f(cy + dy * 0.7)} ${f(cx - r * 0.6)} ${f(cy + dy * 0.88)} ${f(cx - r * 0.4)} ${f(cy + dy * 0.93)}`,
        '#ffffff',
        r * 0.03,
        0.3,
      ) +
      ellipse(cx, cy, r, ry, darken(glaze, 0.1)) +
      ellipse(cx, cy + ry * 0.04, r * 0.95, ry * 0.9, inside),
    front:
      line(arcPath(cx, cy, r * 0.975, ry * 0.95, 8, 172), glaze, r * 0.05) +
      line(arcPath(cx, cy, r * 0.975, ry * 0.95, 110, 165), '#ffffff', r * 0.014, 0.55),
  };
}

/** A small ramekin of sauce, with the sauce's highlight and flecks. */
export function ramekin(cx: number, cy: number, r: number, sauce: Sauce, cup = P.white): string {
  const ry = r * TILT;
  const h = r * 0.7;
  return (
    shadow(cx, cy + h, r, ry, 0.2) +
    path(
      `M${f(cx - r)} ${f(cy)}L${f(cx - r * 0.9)} ${f(cy + h)}A${f(r * 0.9)} ${f(ry * 0.9)} 0 0 0 ${f(cx + r * 0.9)} ${f(cy + h)}L${f(cx + r)} ${f(cy)}Z`,
      darken(cup, 0.08),
    ) +
    path(
      `M${f(cx + r * 0.35)} ${f(cy + ry)}L${f(cx + r * 0.32)} ${f(cy + h + ry * 0.85)}A${f(r * 0.9)} ${f(ry * 0.9)} 0 0 0 ${f(cx + r * 0.9)} ${f(cy + h)}L${f(cx + r)} ${f(cy)}Z`,
      P.ink,
      0.08,
    ) +
    line(`M${f(cx - r * 0.8)} ${f(cy + h * 0.3)}v${f(h * 0.55)}`, '#ffffff', r * 0.06, 0.5) +
    ellipse(cx, cy, r, ry, cup) +
    ellipse(cx, cy + ry * 0.08, r * 0.84, ry * 0.78, sauce.shade) +
    ellipse(cx - r * 0.02, cy + ry * 0.02, r * 0.8, ry * 0.7, sauce.base) +
    flecks(cx, cy + ry * 0.05, r * 0.68, ry * 0.55, sauce, Math.round(r / 3)) +
    line(arcPath(cx - r * 0.05, cy, r * 0.5, ry * 0.42, 200, 260), sauce.hi, r * 0.09, 0.85)
  );
}

/** Flecks of herbs, pepper or seeds spread over an elliptical area (a fixed spiral, so no random numbers). */
export function flecks(cx: number, cy: number, rx: number, ry: number, sauce: Sauce, n: number): string {
  if (sauce.fleck === 'none') return '';
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = i * 2.399 + 0.7;
    const d = Math.sqrt((i + 0.5) / n);
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    const s = Math.max(1.2, rx * 0.045);
    if (sauce.fleck === 'herb' || sauce.fleck === 'relish')
      out += ellipse(x, y, s * 1.3, s * 0.6, sauce.fleckColor, 0.85, (i * 47) % 180);
    else if (sauce.fleck === 'seed')
      out += ellipse(x, y, s * 0.8, s * 0.5, sauce.fleckColor, 0.9, (i * 31) % 180);
    else if (sauce.fleck === 'crumble') out += circle(x, y, s * 1.3, sauce.fleckColor, 0.7);
    else out += circle(x, y, s * 0.55, sauce.fleckColor, 0.8);
  }
  return out;
}

/** A wooden board, long or round, with its edge, grain and a handle. */
export function board(cx: number, cy: number, w: number, d: number, round = false): string {
  const h = d * TILT;
  const edge = P.woodDark;
  const top = P.wood;
  if (round) {
    return (
      shadow(cx, cy + h * 0.2, w / 2, h / 2, 0.18) +
      rect(cx + w / 2 - 6, cy - h * 0.12, w * 0.22, h * 0.24, edge, h * 0.12) +
      ellipse(cx, cy + w * 0.035, w / 2, h / 2, edge) +
      ellipse(cx, cy, w / 2, h / 2, top) +
      line(arcPath(cx, cy, w * 0.36, h * 0.36, 200, 330), lighten(top, 0.2), 2.5, 0.6) +
      line(arcPath(cx, cy, w * 0.22, h * 0.22, 20, 150), darken(top, 0.12), 2.5, 0.5) +
      line(arcPath(cx, cy, w * 0.49, h * 0.48, 190, 270), '#ffffff', 3, 0.35)
    );
  }
  const x = cx - w / 2;
  const y = cy - h / 2;
  const grain = [0.3, 0.55, 0.78]
    .map((t, i) =>
      line(
        `M${f(x + w * 0.08)} ${f(y + h * t)}q${f(w * 0.25)} ${f(-h * 0.06)} ${f(w * 0.5)} 0t${f(w * 0.3)} ${f(h * 0.02 * (i - 1))}`,
        i === 1 ? lighten(top, 0.18) : darken(top, 0.1),
        2.2,
        0.6,
      ),
    )
    .join('');
  return (
    shadow(cx, cy + h * 0.25, w * 0.52, h * 0.62, 0.18) +
    rect(x + w - 4, cy - h * 0.1, w * 0.14, h * 0.22, edge, h * 0.1) +
    rect(x, y + 7, w, h, edge, h * 0.22) +
    rect(x, y, w, h, top, h * 0.22) +
    grain +
    line(`M${f(x + h * 0.25)} ${f(y + 2)}h${f(w * 0.6)}`, '#ffffff', 2.5, 0.35)
  );
}

/** A cast-iron skillet seen from above at the usual tilt: draw `back`, the food, then `front`. */
export function skillet(cx: number, cy: number, r: number): BowlParts {
  const ry = r * TILT;
  return {
    back:
      shadow(cx, cy + ry * 0.35, r * 1.02, ry, 0.22) +
      path(
        `M${f(cx + r * 0.8)} ${f(cy - ry * 0.25)}L${f(cx + r * 1.65)} ${f(cy - ry * 0.7)}q${f(r * 0.08)} ${f(ry * 0.12)} 0 ${f(ry * 0.25)}L${f(cx + r * 0.85)} ${f(cy + ry * 0.2)}Z`,
        P.iron,
      ) +
      ellipse(cx, cy + r * 0.09, r, ry, darken(P.iron, 0.3)) +
      ellipse(cx, cy, r, ry, P.iron) +
      ellipse(cx, cy + ry * 0.06, r * 0.88, ry * 0.84, '#2a2522'),
    front:
      line(arcPath(cx, cy, r * 0.94, ry * 0.92, 10, 170), P.iron, r * 0.07) +
      line(arcPath(cx, cy, r, ry, 195, 265), '#ffffff', r * 0.02, 0.3),
  };
}

/** A paper-lined serving basket (kraft tray, gingham liner peeking out): draw `back`, the heaped food, then `front`. */
export function basket(ctx: Ctx, cx: number, cy: number, w: number, liner: string = P.green): BowlParts {
  const rx = w / 2;
  const ry = rx * TILT;
  const wall = w * 0.16;
  const check = ctx.def(
    `gin${liner.slice(1)}`,
    () =>
      `<pattern id="gin${liner.slice(1)}" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(12)">` +
      `<rect width="16" height="16" fill="#fbf6ea"/><rect width="8" height="16" fill="${liner}" opacity=".5"/>` +
      `<rect width="16" height="8" fill="${liner}" opacity=".5"/></pattern>`,
  );
  const corner = (x: number, dir: number): string =>
    path(
      `M${f(x)} ${f(cy - ry * 0.2)}Q${f(x + dir * rx * 0.1)} ${f(cy - ry * 1.1)} ${f(x + dir * rx * 0.22)} ${f(cy - ry * 1.0)}Q${f(x + dir * rx * 0.3)} ${f(cy - ry * 0.8)} ${f(x + dir * rx * 0.42)} ${f(cy - ry * 0.75)}Z`,
      `url(#${check})`,
    );
  const front = `M${f(cx - rx)} ${f(cy)}L${f(cx - rx * 0.92)} ${f(cy + wall)}A${f(rx * 0.92)} ${f(ry * 0.92)} 0 0 0 ${f(cx + rx * 0.92)} ${f(cy + wall)}L${f(cx + rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 0 1 ${f(cx - rx)} ${f(cy)}Z`;
  return {
    back:
      shadow(cx, cy + wall + ry * 0.5, rx * 0.98, ry * 0.9, 0.2) +
      ellipse(cx, cy, rx, ry, darken(P.kraft, 0.3)) +
      corner(cx - rx * 0.75, -1) +
      corner(cx + rx * 0.75, 1) +
      ellipse(cx, cy + ry * 0.1, rx * 0.94, ry * 0.86, `url(#${check})`) +
      ellipse(cx, cy + ry * 0.16, rx * 0.8, ry * 0.68, darken(P.kraft, 0.2), 0.9),
    front:
      path(front, P.kraft) +
      path(
        `M${f(cx + rx * 0.35)} ${f(cy + ry * 0.95)}L${f(cx + rx * 0.32)} ${f(cy + ry * 0.88 + wall)}A${f(rx * 0.92)} ${f(ry * 0.92)} 0 0 0 ${f(cx + rx * 0.92)} ${f(cy + wall)}L${f(cx + rx)} ${f(cy)}Z`,
        P.ink,
        0.1,
      ) +
      line(arcPath(cx, cy, rx, ry, 5, 175), lighten(P.kraft, 0.35), 4) +
      line(arcPath(cx, cy + wall * 0.55, rx * 0.96, ry * 0.96, 20, 160), P.kraftDark, 2, 0.6),
  };
}

/**
 * A linen napkin lying flat on the table (foreshortened like everything on it), folded once, with a woven stripe
 * along its hem.
 */
export function napkin(x: number, y: number, w: number, h: number, rot: number, color: string): string {
  const a = (rot * Math.PI) / 180;
  const at = (u: number, v: number): string => {
    const px = x + u * Math.cos(a) - v * Math.sin(a);
    const py = y + (u * Math.sin(a) + v * Math.cos(a)) * TILT * 1.5;
    return `${f(px)} ${f(py)}`;
  };
  const quad = (u0: number, v0: number, u1: number, v1: number): string =>
    `M${at(u0, v0)}L${at(u1, v0)}L${at(u1, v1)}L${at(u0, v1)}Z`;
  const stripe = lighten(color, 0.55);
  return (
    path(quad(5, 8, w + 5, h + 8), P.ink, 0.1) +
    path(quad(0, 0, w, h), color) +
    path(quad(0, h * 0.5, w, h), darken(color, 0.06)) +
    line(`M${at(0, h * 0.5)}L${at(w, h * 0.5)}`, darken(color, 0.18), 2, 0.6) +
    line(`M${at(w * 0.08, 0)}L${at(w * 0.08, h)}`, stripe, 5, 0.85) +
    line(`M${at(w * 0.14, 0)}L${at(w * 0.14, h)}`, stripe, 2, 0.75) +
    line(`M${at(w * 0.92, 0)}L${at(w * 0.92, h)}`, stripe, 5, 0.85)
  );
}
