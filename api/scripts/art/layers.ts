/**
 * The layers of a stacked handheld (burger, sandwich, biscuit) in side view, each drawn with its base at `y`
 * across width `w` centred on x = 0, returning how tall it is. Upper layers are drawn later and drape over lower.
 */
import { circle, type Ctx, dots, ellipse, f, line, path, smoothClosed } from './core';
import { darken, FOOD, lighten, P, type Sauce } from './palette';

export interface Layer {
  svg: string;
  h: number;
}
export type LayerFn = (ctx: Ctx, y: number, w: number) => Layer;

/** A wavy edge from (x0, y) to (x1, y): `n` bumps of height `a`. */
function wave(x0: number, x1: number, y: number, a: number, n: number, phase = 0): string {
  let d = '';
  const step = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const x = x0 + step * (i + 0.5);
    const dir = (i + phase) % 2 === 0 ? -1 : 1;
    d += `Q${f(x)} ${f(y + a * dir)} ${f(x0 + step * (i + 1))} ${f(y)}`;
  }
  return d;
}

export const BUNS: Record<string, { color: string; top: string; flat?: boolean; h: number }> = {
  brioche: { color: '#c9782e', top: '#e09a48', h: 62 },
  potato: { color: '#dba75a', top: '#eec27a', h: 58 },
  pretzel: { color: '#6e3618', top: '#8f4b22', h: 60 },
  sesame: { color: '#d08a3a', top: '#e5a554', h: 62 },
  wheat: { color: '#a8713f', top: '#bf8a55', h: 60 },
  onion: { color: '#cf8b3e', top: '#e3a95c', h: 58 },
  ciabatta: { color: '#e2c08a', top: '#f0d6a6', h: 46, flat: true },
  biscuit: { color: '#d9a556', top: '#ecc27c', h: 58, flat: true },
  muffin: { color: '#e8d1a0', top: '#f3e2bd', h: 34, flat: true },
  croissant: { color: '#c77a2e', top: '#e39b47', h: 62 },
  slider: { color: '#c9782e', top: '#e09a48', h: 52 },
  hoagie: { color: '#d9a255', top: '#f0c27a', h: 36 },
  french: { color: '#d4913e', top: '#f0c27a', h: 36 },
  cuban: { color: '#e3b774', top: '#f3d49a', h: 30, flat: true },
};

/** The bottom half of a bun: crumb on top, crust below. */
export function bunBottom(kind: string): LayerFn {
  const b = BUNS[kind] ?? BUNS.brioche ?? { color: P.kraft, top: P.kraft, h: 60 };
  return (_ctx, y, w) => {
    const h = b.h * 0.7 * (w / 240);
    const x = -w / 2;
    const crust = `M${f(x + 6)} ${f(y - h)}H${f(-x - 6)}Q${f(-x + 2)} ${f(y - h)} ${f(-x)} ${f(y - h * 0.45)}Q${f(-x - 4)} ${f(y)} ${f(-x - 22)} ${f(y)}H${f(x + 22)}Q${f(x + 4)} ${f(y)} ${f(x)} ${f(y - h * 0.45)}Q${f(x - 2)} ${f(y - h)} ${f(x + 6)} ${f(y - h)}Z`;
    return {
      h: h - 4,
      svg:
        path(crust, darken(b.color, 0.1)) +
        path(
          `M${f(x + 8)} ${f(y - h)}H${f(-x - 8)}v${f(h * 0.3)}H${f(x + 8)}Z`,
          kind === 'muffin' ? '#f7ecd4' : FOOD.bunCrumb,
        ) +
        line(
          `M${f(x + 10)} ${f(y - h * 0.35)}Q0 ${f(y - h * 0.25)} ${f(-x - 10)} ${f(y - h * 0.35)}`,
          darken(b.color, 0.25),
          2,
          0.35,
        ),
    };
  };
}

/** The top of a bun, domed (or flat for biscuits, muffins and ciabatta), with its seeds, salt or flakes. */
export function bunTop(kind: string): LayerFn {
  const b = BUNS[kind] ?? BUNS.brioche ?? { color: P.kraft, top: P.kraft, h: 60 };
  return (ctx, y, w) => {
    const h = b.h * 1.45 * (w / 240);
    const x = -w / 2;
    let dome: string;
    if (kind === 'croissant') {
      dome = `M${f(x - 8)} ${f(y)}C${f(x - 4)} ${f(y - h * 0.9)} ${f(-x + 4)} ${f(y - h * 0.9)} ${f(-x + 8)} ${f(y)}Z`;
    } else if (b.flat) {
      dome = `M${f(x)} ${f(y)}C${f(x - 3)} ${f(y - h * 0.9)} ${f(x + 10)} ${f(y - h)} ${f(x + 30)} ${f(y - h)}H${f(-x - 30)}C${f(-x - 10)} ${f(y - h)} ${f(-x + 3)} ${f(y - h * 0.9)} ${f(-x)} ${f(y)}Z`;
    } else {
      dome = `M${f(x)} ${f(y)}C${f(x - 2)} ${f(y - h * 1.25)} ${f(-x + 2)} ${f(y - h * 1.25)} ${f(-x)} ${f(y)}Q0 ${f(y + 6)} ${f(x)} ${f(y)}Z`;
    }
    let extra = '';
    if (kind === 'sesame' || kind === 'slider') {
      for (let i = 0; i < (kind === 'slider' ? 8 : 16); i++) {
        const a = Math.PI * (0.12 + 0.76 * ctx.r());
        const rr = 0.25 + 0.65 * ctx.r();
        const sx = -Math.cos(a) * (w / 2) * rr;
        const sy = y - Math.sin(a) * h * 0.85 * rr - h * 0.08;
        extra += ellipse(sx, sy, 3, 1.6, '#fbf0d4', 1, ctx.r() * 60 - 30);
      }
    } else if (kind === 'pretzel') {
      extra += line(
        `M${f(x * 0.45)} ${f(y - h * 0.72)}Q0 ${f(y - h * 0.5)} ${f(-x * 0.45)} ${f(y - h * 0.72)}`,
        '#d9a15e',
        5,
        0.9,
      );
      for (let i = 0; i < 12; i++)
        extra += path(`M0 0l3-2 2 3-3 1z`, '#ffffff', 0.95).replace(
          '<path',
          `<path transform="translate(${f(x * 0.8 + ctx.r() * w * 0.8)} ${f(y - h * (0.35 + ctx.r() * 0.45))})"`,
        );
    } else if (kind === 'wheat') {
      for (let i = 0; i < 12; i++)
        extra += ellipse(
          x * 0.8 + ctx.r() * w * 0.8,
          y - h * (0.3 + ctx.r() * 0.5),
          3.5,
          1.8,
          '#e9d3a8',
          0.9,
          ctx.r() * 180,
        );
    } else if (kind === 'onion') {
      for (let i = 0; i < 14; i++)
        extra += ellipse(
          x * 0.8 + ctx.r() * w * 0.8,
          y - h * (0.35 + ctx.r() * 0.45),
          2.6,
          1.4,
          '#6b4a22',
          0.9,
          ctx.r() * 180,
        );
    } else if (kind === 'ciabatta' || kind === 'muffin') {
      for (let i = 0; i < 10; i++)
        extra += circle(
          x * 0.8 + ctx.r() * w * 0.8,
          y - h * (0.5 + ctx.r() * 0.45),
          4 + ctx.r() * 4,
          '#ffffff',
          0.28,
        );
    } else if (kind === 'biscuit') {
      extra += line(
        `M${f(x + 4)} ${f(y - h * 0.35)}H${f(-x - 4)}M${f(x + 6)} ${f(y - h * 0.62)}H${f(-x - 6)}`,
        darken(b.color, 0.18),
        2.5,
        0.55,
      );
    } else if (kind === 'croissant') {
      for (const t of [-0.3, 0, 0.3])
        extra += line(
          `M${f(t * w)} ${f(y - 4)}Q${f(t * w * 0.8)} ${f(y - h * 0.5)} ${f(t * w * 0.6 + 6)} ${f(y - h * 0.68)}`,
          darken(b.color, 0.25),
          3,
          0.6,
        );
    }
    return {
      h,
      svg:
        path(dome, darken(b.color, 0.12)) +
        `<path d="${dome}" fill="${b.color}" transform="translate(-3 -3)scale(.97)"/>` +
        ellipse(x * 0.42, y - h * 0.66, w * 0.16, h * 0.14, lighten(b.top, 0.25), 0.6, -18) +
        ellipse(x * 0.5, y - h * 0.7, w * 0.06, h * 0.06, '#ffffff', 0.5, -18) +
        extra,
    };
  };
}

/** A ground-meat patty (beef by default; turkey, plant-based or brisket tint it). */
export function patty(color: string = FOOD.beef, thickness = 40): LayerFn {
  return (ctx, y, w) => {
    const thick = thickness * (w / 240);
    const x = -w / 2 - 6;
    const pts: [number, number][] = [];
    for (let i = 0; i <= 8; i++) pts.push([x + ((w + 12) * i) / 8, y + (ctx.r() - 0.5) * 3]);
    for (let i = 8; i >= 0; i--) pts.push([x + ((w + 12) * i) / 8, y - thick + (ctx.r() - 0.5) * 4]);
    const d = smoothClosed(pts);
    const specks: [number, number][] = [];
    for (let i = 0; i < 16; i++)
      specks.push([x + 10 + ctx.r() * (w - 8), y - thick * (0.25 + ctx.r() * 0.55)]);
    return {
      h: thick - 4,
      svg:
        ctx.twice(d, darken(color, 0.2), color, 0, 3) +
        line(`M${f(x + 8)} ${f(y - thick + 4)}H${f(-x - 8)}`, lighten(color, 0.3), 3, 0.45) +
        dots(specks, 1.8, lighten(color, 0.25), 0.6),
    };
  };
}

/** Crispy fried chicken: craggy, golden, wider than the bun. */
export const friedChicken: LayerFn = (ctx, y, w) => {
  const thick = 50 * (w / 240);
  const x = -w / 2 - 18;
  const pts: [number, number][] = [];
  for (let i = 0; i <= 10; i++) pts.push([x + ((w + 36) * i) / 10, y + (ctx.r() - 0.3) * 5]);
  for (let i = 10; i >= 0; i--)
    pts.push([x + ((w + 36) * i) / 10 + (ctx.r() - 0.5) * 8, y - thick + (ctx.r() - 0.5) * 10]);
  const d = smoothClosed(pts);
  let bumps = '';
  for (let i = 0; i < 14; i++)
    bumps += ellipse(
      x + 12 + ctx.r() * (w + 10),
      y - thick * (0.2 + ctx.r() * 0.7),
      5 + ctx.r() * 4,
      3 + ctx.r() * 2,
      FOOD.chickenFriedLight,
      0.8,
      ctx.r() * 180,
    );
  return {
    h: thick - 6,
    svg: ctx.twice(d, darken(FOOD.chickenFried, 0.22), FOOD.chickenFried, 2, 3) + bumps,
  };
};

export const grilledChicken: LayerFn = (ctx, y, w) => {
  const h = 32 * (w / 240);
  const x = -w / 2 + 4;
  const d = `M${f(x)} ${f(y)}Q${f(x - 8)} ${f(y - h / 2)} ${f(x + 6)} ${f(y - h)}H${f(-x - 2)}Q${f(-x + 10)} ${f(y - h / 2)} ${f(-x)} ${f(y)}Z`;
  const marks = [-0.3, -0.1, 0.1, 0.3]
    .map((t) => line(`M${f(t * w - 6)} ${f(y - h + 3)}l12 ${f(h - 6)}`, '#8a5a2b', 3, 0.7))
    .join('');
  return {
    h: h - 3,
    svg: ctx.twice(d, darken(FOOD.chickenGrilled, 0.15), FOOD.chickenGrilled, 0, 2) + marks,
  };
};

/** A slice of cheese melting over the layer below. */
export function cheese(color: string): LayerFn {
  return (ctx, y, w) => {
    const x = -w / 2 - 8;
    const drips = [0.12, 0.35, 0.62, 0.85]
      .filter(() => ctx.r() < 0.8)
      .map((t) => {
        const cx = x + (w + 16) * t;
        const l = 8 + ctx.r() * 14;
        return `M${f(cx - 7)} ${f(y)}q1 ${f(l)} 7 ${f(l)}t7 ${f(-l)}z`;
      })
      .join('');
    return {
      h: 5,
      svg:
        path(`M${f(x)} ${f(y - 6)}H${f(-x)}l-4 7H${f(x + 4)}Z${drips}`, color) +
        line(`M${f(x + 4)} ${f(y - 5)}H${f(-x - 6)}`, lighten(color, 0.35), 1.6, 0.8),
    };
  };
}

/** Ruffled leaves (lettuce, arugula, spinach) peeking out on both sides. */
export function greens(color: string = FOOD.lettuce): LayerFn {
  return (ctx, y, w) => {
    const x = -w / 2 - 14;
    const d = `M${f(x)} ${f(y + 2)}${wave(x, -x, y + 4, 8, 9)}L${f(-x - 6)} ${f(y - 12)}H${f(x + 6)}Z`;
    return { h: 10, svg: ctx.twice(d, darken(color, 0.2), color, -2, 3) };
  };
}

export const tomatoSlices: LayerFn = (_ctx, y, w) => ({
  h: 12,
  svg:
    `<rect x="${f(-w / 2 - 6)}" y="${f(y - 14)}" width="${f(w / 2 + 6)}" height="14" rx="7" fill="${FOOD.tomato}"/>` +
    `<rect x="${f(-2)}" y="${f(y - 15)}" width="${f(w / 2 + 8)}" height="14" rx="7" fill="#e4503a"/>` +
    line(`M${f(-w / 2 + 4)} ${f(y - 10)}h${f(w - 8)}`, '#f59a7a', 2.5, 0.6),
});

/** A row of small round things seen side-on (pickle chips, jalapeño rings, onion rings, cucumber). */
export function chips(color: string, inner: string, n = 5): LayerFn {
  return (ctx, y, w) => {
    let svg = '';
    for (let i = 0; i < n; i++) {
      const cx = -w / 2 + 8 + ((w - 16) * (i + 0.5)) / n + (ctx.r() - 0.5) * 8;
      svg +=
        ellipse(cx, y - 5, 17, 7, darken(color, 0.2)) +
        ellipse(cx - 1, y - 6, 15.5, 5.8, color) +
        ellipse(cx - 1, y - 6, 9, 3, inner, 0.75);
    }
    return { h: 8, svg };
  };
}

export const bacon: LayerFn = (_ctx, y, w) => {
  const x = -w / 2 - 22;
  const strip = (dy: number, c: string): string =>
    path(`M${f(x)} ${f(y + dy)}${wave(x, -x, y + dy, 6, 8)}v-10${wave(-x, x, y + dy - 10, 6, 8, 1)}Z`, c);
  return {
    h: 11,
    svg:
      strip(0, FOOD.bacon) +
      line(`M${f(x + 4)} ${f(y - 5)}${wave(x + 4, -x - 4, y - 5, 5, 8)}`, FOOD.baconFat, 2.6, 0.85) +
      strip(-3, darken(FOOD.bacon, 0.05)).replace('/>', ' opacity=".5"/>'),
  };
};

export const avocadoSlices: LayerFn = (_ctx, y, w) => {
  let svg = '';
  for (let i = 0; i < 4; i++) {
    const cx = -w / 2 + 20 + ((w - 40) * i) / 3;
    svg +=
      path(`M${f(cx - 26)} ${f(y)}Q${f(cx)} ${f(y - 22)} ${f(cx + 26)} ${f(y)}Z`, FOOD.avocadoSkin) +
      path(`M${f(cx - 23)} ${f(y)}Q${f(cx)} ${f(y - 18)} ${f(cx + 23)} ${f(y)}Z`, FOOD.avocado);
  }
  return { h: 8, svg };
};

/** A fried or folded egg, yolk to the front. */
export const eggLayer: LayerFn = (_ctx, y, w) => {
  const x = -w / 2 - 10;
  return {
    h: 14,
    svg:
      path(`M${f(x)} ${f(y)}${wave(x, -x, y, 4, 7)}v-12H${f(x)}Z`, FOOD.egg) +
      line(`M${f(x)} ${f(y)}${wave(x, -x, y, 4, 7)}`, darken(FOOD.egg, 0.12), 2) +
      ellipse(-w * 0.12, y - 13, 26, 10, FOOD.yolk) +
      ellipse(-w * 0.16, y - 16, 8, 3, '#ffe9a0', 0.8),
  };
};

/** A generic filling band (pulled pork, slaw, chicken salad, sauerkraut, deli meats) with a ragged edge. */
export function filling(color: string, thick: number, bits?: string): LayerFn {
  return (ctx, y, w) => {
    const x = -w / 2 - 10;
    const pts: [number, number][] = [];
    for (let i = 0; i <= 8; i++) pts.push([x + ((w + 20) * i) / 8, y + (ctx.r() - 0.5) * 4]);
    for (let i = 8; i >= 0; i--)
      pts.push([x + ((w + 20) * i) / 8 + (ctx.r() - 0.5) * 10, y - thick + (ctx.r() - 0.5) * 8]);
    const d = smoothClosed(pts);
    let dots = '';
    if (bits)
      for (let i = 0; i < 10; i++)
        dots += ellipse(
          x + 10 + ctx.r() * w,
          y - thick * (0.2 + ctx.r() * 0.6),
          3 + ctx.r() * 3,
          1.6,
          bits,
          0.85,
          ctx.r() * 180,
        );
    return { h: thick - 4, svg: ctx.twice(d, darken(color, 0.18), color, 2, 2) + dots };
  };
}

/** The sauce: a glossy ribbon in the flavor's colour with drips down the front. */
export function sauceLayer(sauce: Sauce): LayerFn {
  return (ctx, y, w) => {
    const x = -w / 2 - 2;
    let drips = '';
    for (const t of [0.18, 0.45, 0.7]) {
      const cx = x + (w + 4) * (t + (ctx.r() - 0.5) * 0.1);
      const l = 10 + ctx.r() * 16;
      drips += `M${f(cx - 6)} ${f(y)}c0 ${f(l)} 12 ${f(l)} 12 0z`;
    }
    const d = `M${f(x)} ${f(y)}${wave(x, -x, y - 2, 3, 6)}v-8H${f(x)}Z${drips}`;
    return {
      h: 6,
      svg:
        ctx.twice(d, sauce.shade, sauce.base, 1.5, 2) +
        line(`M${f(x + 10)} ${f(y - 7)}h${f(w * 0.4)}`, sauce.hi, 2.5, 0.8),
    };
  };
}

/** Stacks layers from the plate up. */
export function stack(ctx: Ctx, layers: readonly LayerFn[], w: number, y = 0): { svg: string; top: number } {
  let svg = '';
  let at = y;
  for (const layer of layers) {
    const l = layer(ctx, at, w);
    svg += l.svg;
    at -= l.h;
  }
  return { svg, top: at };
}

export { P };
