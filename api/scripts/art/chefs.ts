/**
 * Portraits of the three chefs on the about page (apps/site/src/pages/about-us.tsx): head and shoulders in chef's
 * whites, drawn in the same flat, top-left-lit style and composed to sit inside the round frame of the flip card.
 */
import { circle, Ctx, dots, ellipse, line, path, rect, saveSvg } from './core';
import { darken, lighten, P } from './palette';
import { backdrop, grainOver } from './surface';

interface Chef {
  slug: string;
  name: string;
  skin: string;
  hair: string;
  accent: string;
  backdrop: string;
  hat: 'toque' | 'wrap' | 'none';
  hairStyle: 'bob' | 'short' | 'curls';
  glasses?: boolean;
  beard?: boolean;
}

export const CHEFS: readonly Chef[] = [
  {
    slug: 'dana-whitfield',
    name: 'Chef Dana Whitfield',
    skin: '#f1c8a6',
    hair: '#9a4a2a',
    accent: P.green,
    backdrop: '#dfe6d6',
    hat: 'toque',
    hairStyle: 'bob',
  },
  {
    slug: 'marco-bellini',
    name: 'Chef Marco Bellini',
    skin: '#d9a47a',
    hair: '#2e211b',
    accent: '#d9a02b',
    backdrop: '#f1e2cc',
    hat: 'none',
    hairStyle: 'short',
    glasses: true,
    beard: true,
  },
  {
    slug: 'alana-reyes',
    name: 'Chef Alana Reyes',
    skin: '#8e5a38',
    hair: '#1f1612',
    accent: P.terracotta,
    backdrop: '#f3dccf',
    hat: 'wrap',
    hairStyle: 'curls',
  },
];

const COAT = '#fbf8f1';
const COAT_SHADE = '#ddd6c8';

function coat(c: Chef): string {
  const shoulders = 'M40 400C40 330 90 300 150 288L200 300L250 288C310 300 360 330 360 400Z';
  const buttons: [number, number][] = [
    [168, 338],
    [168, 372],
    [232, 338],
    [232, 372],
  ];
  return (
    path(shoulders, COAT_SHADE) +
    path('M44 400C46 334 92 304 150 292L200 306L246 294C300 306 340 334 344 400Z', COAT) +
    path('M300 316C330 332 352 360 356 400H320C318 366 312 338 300 316Z', P.ink, 0.06) +
    path('M200 306L246 294L262 340L214 360Z', COAT_SHADE) +
    path('M200 306L154 292L140 336L190 356Z', '#f2ede2') +
    dots(buttons, 6, '#cfc6b4') +
    dots(
      buttons.map(([x, y]) => [x - 1, y - 1] as const),
      4.4,
      '#efe9dd',
    ) +
    path('M166 286L200 318L234 286L226 270H174Z', c.accent) +
    path('M186 300L200 332L214 300Z', darken(c.accent, 0.18)) +
    line('M176 280Q200 296 224 280', lighten(c.accent, 0.3), 3, 0.8)
  );
}

function face(c: Chef): string {
  const cheek = lighten(c.skin, 0.15);
  const shade = darken(c.skin, 0.16);
  const eye = (x: number): string => ellipse(x, 196, 6, 7, P.ink) + circle(x - 2, 193, 2, '#ffffff', 0.8);
  return (
    rect(176, 236, 48, 60, shade, 20) +
    path('M176 262Q200 284 224 262V286H176Z', darken(c.skin, 0.28), 0.5) +
    ellipse(136, 198, 12, 18, shade) +
    ellipse(264, 198, 12, 18, shade) +
    ellipse(200, 190, 64, 76, c.skin) +
    path('M236 150C262 176 262 230 232 256C250 222 252 186 236 150Z', shade, 0.55) +
    ellipse(176, 160, 22, 14, cheek, 0.5, -20) +
    eye(176) +
    eye(224) +
    line('M162 176Q176 168 190 174M210 174Q224 168 238 176', darken(c.hair, 0.1), 4.5) +
    line('M200 196Q196 214 204 220', shade, 4) +
    path('M180 234Q200 250 220 234Q200 244 180 234Z', darken(c.skin, 0.4)) +
    line('M180 234Q200 248 220 234', darken(c.skin, 0.4), 3.5) +
    ellipse(166, 222, 11, 6, '#e0765a', 0.22) +
    ellipse(234, 222, 11, 6, '#e0765a', 0.22)
  );
}

function hair(c: Chef, back: boolean): string {
  const h = c.hair;
  const hi = lighten(h, 0.22);
  if (c.hairStyle === 'bob') {
    return back
      ? path(
          'M128 196C116 120 160 102 200 104C246 102 290 124 276 200C282 240 270 266 250 270C262 230 254 190 240 170L160 168C146 196 140 236 152 270C128 262 120 236 128 196Z',
          h,
        )
      : path(
          'M138 176C146 134 176 120 206 122C238 122 262 140 264 176C246 158 222 146 196 150C176 154 160 164 138 176Z',
          h,
        ) + line('M160 146Q196 130 236 146', hi, 4, 0.7);
  }
  if (c.hairStyle === 'short') {
    return back
      ? ''
      : path(
          'M134 186C128 128 164 106 204 108C244 108 274 132 266 186C258 160 246 148 230 142C206 150 172 150 150 146C142 156 138 170 134 186Z',
          h,
        ) + line('M170 126Q204 114 240 130', hi, 4, 0.6);
  }
  let curls = '';
  if (back)
    for (let i = 0; i < 16; i++) {
      const a = Math.PI * (0.85 + (i / 15) * 1.3);
      curls += circle(200 + Math.cos(a) * 80, 186 + Math.sin(a) * 84, 24, i % 2 ? h : lighten(h, 0.06));
    }
  return back
    ? curls
    : path(
        'M140 170C150 140 176 128 200 128C226 128 252 140 262 170C240 156 220 152 200 152C178 152 160 158 140 170Z',
        h,
      );
}

function hat(c: Chef): string {
  if (c.hat === 'toque') {
    const puff = 'M134 132C112 100 120 48 160 44C168 14 228 12 240 40C282 40 292 92 268 132Z';
    return (
      path(puff, COAT_SHADE) +
      path('M136 128C116 98 124 52 162 48C172 20 226 18 238 44C276 44 286 92 264 128Z', COAT) +
      line('M170 60Q176 96 174 128M202 50Q206 92 204 128M234 58Q236 96 232 128', COAT_SHADE, 3, 0.9) +
      rect(134, 118, 134, 38, COAT_SHADE, 8) +
      rect(134, 116, 132, 34, COAT, 8) +
      line('M142 132H258', '#ebe4d6', 3)
    );
  }
  if (c.hat === 'wrap') {
    return (
      path(
        'M128 166C120 100 160 74 202 74C248 74 284 104 274 166C250 142 226 132 200 132C174 132 150 142 128 166Z',
        darken(c.accent, 0.12),
      ) +
      path(
        'M132 160C126 104 164 80 202 80C244 80 276 108 270 160C248 138 226 128 200 128C176 128 154 138 132 160Z',
        c.accent,
      ) +
      path('M196 82C214 60 246 62 246 84C232 80 214 84 204 96Z', darken(c.accent, 0.1)) +
      line('M150 130Q200 102 252 128M144 146Q200 118 260 144', lighten(c.accent, 0.25), 3.5, 0.7)
    );
  }
  return '';
}

function extras(c: Chef): string {
  let out = '';
  if (c.beard)
    out +=
      path(
        'M144 214C150 258 176 280 200 280C224 280 250 258 256 214C246 236 232 246 222 246C212 242 188 242 178 246C168 246 154 236 144 214Z',
        c.hair,
      ) +
      path('M182 240Q200 254 218 240Q200 248 182 240Z', darken(c.skin, 0.3)) +
      line('M182 240Q200 252 218 240', darken(c.skin, 0.45), 3) +
      path('M178 230Q200 220 222 230Q212 238 200 234Q188 238 178 230Z', c.hair);
  if (c.glasses)
    out +=
      `<rect x="150" y="180" width="46" height="34" rx="12" fill="#ffffff" fill-opacity=".18" stroke="${P.ink}" stroke-width="4"/>` +
      `<rect x="204" y="180" width="46" height="34" rx="12" fill="#ffffff" fill-opacity=".18" stroke="${P.ink}" stroke-width="4"/>` +
      line('M196 192Q200 188 204 192M150 192L136 188M250 192L264 188', P.ink, 4);
  return out;
}

/** Draws the three portraits (square, 400×400); returns their paths by slug. */
export function chefPortraits(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of CHEFS) {
    const ctx = new Ctx(`chef:${c.slug}`);
    const body =
      backdrop(ctx, 400, 400, c.backdrop) +
      circle(200, 200, 170, lighten(c.backdrop, 0.35), 0.7) +
      hair(c, true) +
      coat(c) +
      face(c) +
      hair(c, false) +
      extras(c) +
      hat(c);
    out[c.slug] = saveSvg(
      `chefs/${c.slug}.svg`,
      { w: 400, h: 400 },
      ctx,
      body + grainOver(ctx, 400, 400),
      `Portrait of ${c.name}`,
    );
  }
  return out;
}
