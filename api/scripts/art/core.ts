/**
 * The plumbing of the illustration system: number formatting, the artwork's own PRNG (seeded per image from its
 * id, so the catalogue's random sequence never depends on how the art is drawn), a drawing context that collects
 * `<defs>` once per file, and the registry of files the generator writes.
 */

/** A coordinate rounded to 0.1 and printed without trailing zeros: small files, identical bytes on every run. */
export function f(value: number): string {
  // Whole units are fine far from the origin (big shapes); small parts drawn near it keep a decimal.
  const rounded = Math.abs(value) >= 24 ? Math.round(value) : Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : trim(String(rounded));
}

/** '0.5' → '.5', '-0.5' → '-.5': valid SVG numbers, a byte shorter. */
const trim = (n: string): string => n.replace(/^(-?)0\./, '$1.');

/** Many round dots of one colour as one path (zero-length round-capped segments): far smaller than circles. */
export function dots(
  points: readonly (readonly [number, number])[],
  r: number,
  color: string,
  o = 1,
): string {
  if (!points.length) return '';
  const d = points.map(([x, y]) => `M${f(x)} ${f(y)}h0`).join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${f(r * 2)}" stroke-linecap="round"${o < 1 ? ` opacity="${f2(o)}"` : ''}/>`;
}

/** FNV-1a: a stable 32-bit seed from an image id. */
export function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A mulberry32 generator with the helpers the drawings need. */
export interface Rng {
  (): number;
  range(lo: number, hi: number): number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

export function artRng(id: string): Rng {
  let a = seedOf(id);
  const next = (() => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  next.pick = <T>(list: readonly T[]): T => {
    const v = list[Math.floor(next() * list.length)];
    if (v === undefined) throw new Error('pick from an empty list');
    return v;
  };
  next.chance = (p) => next() < p;
  return next;
}

/** One drawing in progress: its random numbers and the shared definitions (patterns, reused shapes). */
export class Ctx {
  readonly r: Rng;
  private readonly defs = new Map<string, string>();
  /** A plain drawing (thumbnails): no textures or props. */
  readonly plain: boolean;
  constructor(id: string, plain = false) {
    this.r = artRng(id);
    this.plain = plain;
  }
  /** Adds a definition once; returns its id for `url(#id)` or `<use href="#id">`. */
  def(id: string, markup: () => string): string {
    if (!this.defs.has(id)) this.defs.set(id, markup());
    return id;
  }
  private next = 0;
  /**
   * A shape twice: its shade offset by (dx, dy) away from the light, then the shape in its colour. Long outlines
   * are defined once and used twice, which halves their bytes.
   */
  twice(d: string, shade: string, base: string, dx = 2, dy = 3): string {
    const t = `translate(${f(dx)} ${f(dy)})`;
    if (d.length < 140)
      return `<path d="${d}" fill="${shade}" transform="${t}"/><path d="${d}" fill="${base}"/>`;
    const id = `s${(this.next++).toString(36)}`;
    this.defs.set(id, `<path id="${id}" d="${d}"/>`);
    return `<use href="#${id}" fill="${shade}" transform="${t}"/><use href="#${id}" fill="${base}"/>`;
  }
  /** Defines an outline once (no paint of its own) for several `<use>`s that paint it; returns its id. */
  shape(d: string): string {
    const id = `s${(this.next++).toString(36)}`;
    this.defs.set(id, `<path id="${id}" d="${d}"/>`);
    return id;
  }
  defsMarkup(): string {
    return this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>` : '';
  }
}

/** `<use>` of a definition, placed, turned and scaled (scale < 0 mirrors). */
export function use(id: string, x: number, y: number, rot = 0, sx = 1, sy = sx, extra = ''): string {
  const t = [`translate(${f(x)} ${f(y)})`];
  if (rot) t.push(`rotate(${f(rot)})`);
  if (sx !== 1 || sy !== 1) t.push(sx === sy ? `scale(${f2(sx)})` : `scale(${f2(sx)} ${f2(sy)})`);
  return `<use href="#${id}" transform="${t.join('')}"${extra}/>`;
}

/** Scale factors need two decimals to stay smooth. */
export function f2(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : trim(String(rounded));
}

/** A group moved, turned and scaled. */
export function g(body: string, x = 0, y = 0, scale = 1, rot = 0, extra = ''): string {
  const t: string[] = [];
  if (x || y) t.push(`translate(${f(x)} ${f(y)})`);
  if (rot) t.push(`rotate(${f(rot)})`);
  if (scale !== 1) t.push(`scale(${f2(scale)})`);
  return t.length || extra ? `<g${t.length ? ` transform="${t.join('')}"` : ''}${extra}>${body}</g>` : body;
}

const opa = (o: number): string => (o < 1 ? ` opacity="${f2(o)}"` : '');
export const circle = (cx: number, cy: number, r: number, fill: string, o = 1): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${opa(o)}/>`;
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  o = 1,
  rot = 0,
): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${opa(o)}${rot ? ` transform="rotate(${f(rot)} ${f(cx)} ${f(cy)})"` : ''}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, o = 1): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${opa(o)}/>`;
export const path = (d: string, fill: string, o = 1): string => `<path d="${d}" fill="${fill}"${opa(o)}/>`;
/** An outlined ellipse (no fill). */
export const ring = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  stroke: string,
  width: number,
  o = 1,
  dash = '',
): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${stroke}" stroke-width="${f(width)}"${dash ? ` stroke-dasharray="${dash}"` : ''}${opa(o)}/>`;
/** An outlined rectangle (no fill). */
export const frame = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  stroke: string,
  width: number,
): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="none" stroke="${stroke}" stroke-width="${f(width)}"/>`;
/** A stroked line in the system's stroke language: round caps and joins. */
export const line = (d: string, stroke: string, width: number, o = 1): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}"${opa(o)}/>`;

/** A closed, smooth blob through points around (cx, cy): radius per angle step, Catmull-Rom to Bézier. */
export function blob(cx: number, cy: number, radii: readonly number[], sy = 1, rot = 0): string {
  const n = radii.length;
  const pts = radii.map((r, i) => {
    const a = (i / n) * Math.PI * 2 + (rot * Math.PI) / 180;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r * sy] as const;
  });
  return smoothClosed(pts);
}

/** An oblong, lumpy shape (a fillet, a tender, a bite) `len` long and `thick` wide, turned by `rot` degrees. */
export function oblong(
  cx: number,
  cy: number,
  len: number,
  thick: number,
  rot: number,
  rand: () => number,
): string {
  const n = 14;
  const a0 = (rot * Math.PI) / 180;
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * Math.PI * 2;
    const j = 0.9 + rand() * 0.18;
    const x = Math.cos(t) * len * 0.5 * j;
    const y = Math.sin(t) * thick * 0.5 * j;
    pts.push([cx + x * Math.cos(a0) - y * Math.sin(a0), cy + x * Math.sin(a0) + y * Math.cos(a0)]);
  }
  return smoothClosed(pts);
}

/** A smooth closed path through the points (Catmull-Rom splines as cubic Béziers). */
export function smoothClosed(pts: readonly (readonly [number, number])[]): string {
  const n = pts.length;
  const at = (i: number) => pts[((i % n) + n) % n] ?? [0, 0];
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${f(x1 + (x2 - x0) / 6)} ${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)} ${f(y2 - (y3 - y1) / 6)} ${f(x2)} ${f(y2)}`;
  }
  return `${d}Z`;
}

/** A smooth open path through the points. */
export function smoothOpen(pts: readonly (readonly [number, number])[]): string {
  const n = pts.length;
  const at = (i: number) => pts[Math.max(0, Math.min(n - 1, i))] ?? [0, 0];
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${f(x1 + (x2 - x0) / 6)} ${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)} ${f(y2 - (y3 - y1) / 6)} ${f(x2)} ${f(y2)}`;
  }
  return d;
}

const files = new Map<string, string>();

const esc = (s: string): string =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Registers one SVG file: drawn in a `vw`×`vh` box, announced as `w`×`h` pixels. The title names it for assistive
 * technology when the file is opened on its own; nothing in the picture is text.
 */
export function saveSvg(
  rel: string,
  size: { w: number; h: number; vw?: number; vh?: number },
  ctx: Ctx,
  body: string,
  title: string,
): string {
  const vw = size.vw ?? size.w;
  const vh = size.vh ?? size.h;
  files.set(
    rel,
    // Round caps and joins are the system's stroke language: set once on the root, inherited by every stroke.
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}" height="${size.h}" viewBox="0 0 ${vw} ${vh}" role="img" stroke-linecap="round" stroke-linejoin="round">` +
      `<title>${esc(title)}</title>${ctx.defsMarkup()}${body}</svg>\n`,
  );
  return rel;
}

/** Every file registered so far, by path under `content/images`. */
export function artworkFiles(): ReadonlyMap<string, string> {
  return files;
}
