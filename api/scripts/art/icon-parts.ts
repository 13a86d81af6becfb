/** Shared shapes of the ingredient icons. */
import { circle, ellipse, f, line, path } from './core';
import { darken, lighten } from './palette';

export const ball = (cx: number, cy: number, r: number, c: string): string =>
  circle(cx + r * 0.06, cy + r * 0.08, r, darken(c, 0.25)) +
  circle(cx - r * 0.03, cy - r * 0.03, r * 0.93, c) +
  ellipse(cx - r * 0.38, cy - r * 0.42, r * 0.3, r * 0.17, '#ffffff', 0.45, -35);

export const leaf = (x: number, y: number, l: number, w: number, rot: number, c: string): string =>
  `<g transform="translate(${f(x)} ${f(y)})rotate(${f(rot)})">${path(`M0 0Q${f(l * 0.45)} ${f(-w)} ${f(l)} 0Q${f(l * 0.45)} ${f(w)} 0 0Z`, c)}${line(`M2 0L${f(l * 0.9)} 0`, darken(c, 0.25), 1.5, 0.7)}</g>`;

export const chili = (c: string, stem = '#4f8a2c'): string =>
  path('M-50 -8C-20 -30 30 -20 52 30C40 34 30 10 0 2C-20 -4 -40 0 -50 -8Z', darken(c, 0.25)) +
  path('M-50 -11C-20 -32 28 -22 48 26C36 28 26 6 -2 -2C-22 -7 -40 -4 -50 -11Z', c) +
  line('M-36 -14C-14 -24 10 -18 26 -4', lighten(c, 0.45), 4, 0.6) +
  path('M-50 -8c-6-2-10-6-10-12l6-2c0 4 2 7 6 8z', stem) +
  path('M-62 -22c-4-6 0-10 6-8', 'none') +
  line('M-58 -20q-6-10 2-16', stem, 4);

export const fruit = (c: string, r = 40, leafC = '#4f8a2c'): string =>
  ball(0, 0, r, c) + leaf(2, -r * 0.95, 26, 9, -30, leafC) + line(`M0 ${f(-r * 0.85)}l-2 -10`, '#6b4a2a', 3);

export const seeds = (n: number, c: string, rx: number, ry: number, size = 3): string =>
  Array.from({ length: n }, (_, i) => {
    const a = i * 2.39996;
    const dd = Math.sqrt((i + 0.5) / n);
    return ellipse(Math.cos(a) * rx * dd, Math.sin(a) * ry * dd, size, size * 0.6, c, 1, (i * 40) % 180);
  }).join('');

/** Each icon: a function drawing it centred at (0, 0). */
