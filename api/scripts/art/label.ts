/**
 * Labels and the brand mark as shapes (the emblem of packages/ui's Logo: a disc with a leaf), never words. A label
 * is dressed in its product line's colours, carries a band of the flavor's colour and a vignette of its key
 * ingredient.
 */
import { circle, type Ctx, ellipse, f, frame, g, line, rect, ring, use } from './core';
import { iconOf, icon } from './flavor-icons';
import { darken, lighten, P } from './palette';

export interface LineStyle {
  bg: string;
  ink: string;
  rule: string;
  mark: string;
}

const LINE_STYLES: Record<string, LineStyle> = {
  essentials: { bg: '#fbf6ea', ink: P.green, rule: '#c9a66b', mark: P.green },
  metropolitan: { bg: '#2b2d33', ink: '#e4cf9a', rule: '#c9a66b', mark: '#c9a66b' },
  signature: { bg: P.greenDeep, ink: '#efe0b8', rule: '#d9c28a', mark: '#efe0b8' },
  mayonnaise: { bg: '#ffffff', ink: '#2f5f8a', rule: '#8fb0cc', mark: '#2f5f8a' },
  steakhouse: { bg: '#3a1418', ink: '#e0bf7a', rule: '#b8904a', mark: '#e0bf7a' },
  'better-for-you': { bg: '#f1f5e8', ink: '#4f7f34', rule: '#a7c38a', mark: '#4f7f34' },
  'restaurant-classics': { bg: '#fbf3e4', ink: P.terracotta, rule: '#d9a070', mark: P.green },
};
const DEFAULT_STYLE: LineStyle = { bg: '#fcf8ef', ink: P.green, rule: '#c9b99c', mark: P.green };

/** The label colours of a product's first line (or the house style). */
export const lineStyle = (lines: readonly string[]): LineStyle =>
  LINE_STYLES[lines[0] ?? ''] ?? DEFAULT_STYLE;

/** The brand mark: a disc and a leaf, as in the site's logo. `r` is the disc's radius. */
export function brandMark(cx: number, cy: number, r: number, disc: string, leaf: string): string {
  const s = r / 18;
  return (
    circle(cx, cy, r, disc) +
    `<path d="M-8 6c2-8 8-13 16-14-1 8-6 14-14 15m0-1l7-7" fill="none" stroke="${leaf}" stroke-width="2.5" transform="translate(${f(cx)} ${f(cy)})scale(${Math.round(s * 100) / 100})"/>`
  );
}

export interface LabelSpec {
  /** The flavor's colour and id (for the band and the vignette). */
  color: string;
  flavor: string;
  style: LineStyle;
}

/**
 * A label panel at (x, y), `w`×`h`: brand mark on top, the flavor band, the ingredient vignette and two rules.
 * `curve` shades its right side and lights its left as on a round container.
 */
export function label(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  spec: LabelSpec,
  curve = true,
): string {
  const { style, color } = spec;
  const cx = x + w / 2;
  const rx = Math.min(w, h) * 0.06;
  const markR = Math.min(w * 0.12, h * 0.1);
  const bandY = y + h * 0.3;
  const bandH = h * 0.16;
  const vig = Math.min(w * 0.3, h * 0.22);
  const vy = y + h * 0.66;
  return (
    rect(x, y, w, h, style.bg, rx) +
    frame(x + w * 0.05, y + h * 0.04, w * 0.9, h * 0.92, rx, style.rule, Math.max(1, w * 0.012)) +
    brandMark(cx, y + h * 0.15, markR, style.mark, style.bg) +
    rect(x, bandY, w, bandH, color) +
    rect(x, bandY + bandH * 0.72, w, bandH * 0.28, darken(color, 0.18)) +
    line(
      `M${f(x + w * 0.2)} ${f(bandY + bandH * 0.36)}H${f(x + w * 0.8)}`,
      lighten(color, 0.5),
      Math.max(1.2, bandH * 0.1),
      0.8,
    ) +
    ellipse(cx, vy, vig, vig * 0.82, lighten(color, 0.78)) +
    ring(cx, vy, vig, vig * 0.82, style.rule, Math.max(1, w * 0.01)) +
    icon(ctx, iconOf(spec.flavor), cx, vy, (vig * 1.3) / 120) +
    line(`M${f(x + w * 0.3)} ${f(y + h * 0.9)}H${f(x + w * 0.7)}`, style.ink, Math.max(1.2, h * 0.012), 0.7) +
    (curve
      ? rect(x + w * 0.72, y, w * 0.28, h, P.ink, rx, 0.1) +
        rect(x + w * 0.06, y, w * 0.08, h, '#ffffff', 0, 0.16)
      : '')
  );
}

const PICTOGRAMS: Record<string, string> = {
  gallon: 'M-14 22V-6l8-10h6v-8h8v8h4q8 0 8 8V22Z',
  pail: 'M-20 -14h40l-4 36h-32zM-22 -20h44v6h-44z',
  tub: 'M-24 -4h48l-4 20h-40zM-26 -10h52v6h-52z',
  cup: 'M-18 -8h36l-5 22h-26zM-20 -12h40v4h-40z',
  pouch: 'M-14 -22h28v42l-4 4h-20l-4-4z',
  barBottle: 'M-4 -26h8v6h4q6 0 6 6v36h-28v-36q0-6 6-6h4z',
  bagInBox: 'M-20 -20h40v40h-40zM-4 20h8v6h-8z',
  pillowPack: 'M-22 -12q22-6 44 0v24q-22 6-44 0z',
  dispenserPack: 'M-16 -24h32v36l-10 8v6h-12v-6l-10-8z',
};

/** A small pictogram of a pack (defined once per file), for a case's panels. */
export function packPictogram(
  ctx: Ctx,
  pack: string,
  cx: number,
  cy: number,
  s: number,
  color: string,
): string {
  const id = ctx.def(
    `pg-${pack}`,
    () => `<path id="pg-${pack}" d="${PICTOGRAMS[pack] ?? PICTOGRAMS.gallon}"/>`,
  );
  return use(id, cx, cy, 0, s, s, ` fill="${color}"`);
}

export { g };
