/**
 * The palette: the brand's deep green and cream (packages/ui/src/theme/themes.ts), a warm set of kitchen
 * neutrals, appetising food colours, and the colour of each flavor's sauce with the flecks that show what is in it.
 */

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes `hex` towards `target` by `amount` (0–1). */
export function mix(hex: string, target: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(target);
  return `#${a
    .map((v, i) => Math.round(v + ((b[i] ?? 0) - v) * amount))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}
export const lighten = (hex: string, amount: number): string => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number): string => mix(hex, '#1a120c', amount);
/** Relative luminance (0 dark – 1 light). */
export function lum(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Brand and kitchen neutrals. */
export const P = {
  green: '#1f5a3a',
  greenDeep: '#133d26',
  greenSoft: '#3d7a54',
  sage: '#a9bf9c',
  cream: '#fcf8ef',
  linen: '#f3ead8',
  sand: '#e6d6b8',
  kraft: '#c99a62',
  kraftDark: '#a67943',
  ink: '#2a211b',
  cocoa: '#5c4f43',
  terracotta: '#b3470f',
  white: '#fffdf8',
  porcelain: '#f7f2e8',
  porcelainShade: '#ddd3c2',
  wood: '#b98553',
  woodDark: '#8e6037',
  iron: '#36302c',
  steel: '#c9c6bf',
} as const;

/** Food colours: [base, shade] pairs read by the drawings. */
export const FOOD = {
  bun: '#d9953f',
  bunLight: '#f0c27a',
  bunCrumb: '#f6e3bd',
  beef: '#5b3222',
  beefLight: '#7a4a32',
  chickenGrilled: '#d9a463',
  chickenFried: '#d98f35',
  chickenFriedLight: '#f0b65c',
  cheese: '#f3b52c',
  cheesePale: '#f4e3a6',
  lettuce: '#7cae3e',
  lettuceDark: '#4f8a2c',
  tomato: '#d9432e',
  onion: '#f1e6ee',
  redOnion: '#a8507f',
  bacon: '#a8432e',
  baconFat: '#f0c8a6',
  pickle: '#8ca33e',
  avocado: '#b4c95b',
  avocadoSkin: '#3f5d24',
  egg: '#fffaf0',
  yolk: '#f5b41c',
  rice: '#f8f3e6',
  tortilla: '#f1dcae',
  cornTortilla: '#e9c56c',
  chip: '#eec264',
  fry: '#f2c74e',
  shrimp: '#f08d62',
  salmon: '#f1896a',
  fish: '#e8b060',
  herb: '#4f8a2c',
  herbLight: '#7cae3e',
  lime: '#8fc13f',
  lemon: '#f5d43b',
  carrot: '#ee8a2e',
  cabbagePurple: '#8c4a86',
  cucumber: '#9cc46a',
  olive: '#3b332e',
  corn: '#f5cc46',
  bean: '#3a2b2b',
  cranberry: '#a3203a',
  pecan: '#8c5328',
  potato: '#ecc97d',
  pasta: '#f2d78e',
  squash: '#f09a3a',
  sprout: '#7d9e3b',
  berry: '#d9304b',
  peach: '#f4a45d',
  cream: '#fbf5e6',
  pork: '#c98a5a',
  sausage: '#b0502f',
  crab: '#d99a55',
} as const;

/** What is stirred into a sauce shows as flecks. */
export type Fleck = 'herb' | 'pepper' | 'seed' | 'chili' | 'relish' | 'crumble' | 'none';

export interface Sauce {
  base: string;
  shade: string;
  hi: string;
  fleck: Fleck;
  fleckColor: string;
}

const FLECK: Record<string, [Fleck, string]> = {
  ranch: ['herb', '#5c8a32'],
  caesar: ['pepper', '#4a3b2e'],
  italian: ['herb', '#7a3a12'],
  greek: ['herb', '#3f5d24'],
  'green-goddess': ['herb', '#3f6e22'],
  avocado: ['herb', '#3f6e22'],
  'bleu-cheese': ['crumble', '#9aa7b3'],
  poppyseed: ['seed', '#2a2a33'],
  'dill-pickle': ['relish', '#5e7a22'],
  tartar: ['relish', '#6f8a2a'],
  'thousand-island': ['relish', '#7d9a2e'],
  chipotle: ['chili', '#6e2410'],
  southwest: ['chili', '#7a2a10'],
  'sweet-chili': ['chili', '#9b1d10'],
  gochujang: ['seed', '#f3e3c0'],
  sesame: ['seed', '#f3e3c0'],
  asian: ['seed', '#f3e3c0'],
  'honey-mustard': ['seed', '#a36a10'],
  mustard: ['seed', '#8a5a0a'],
  peppercorn: ['pepper', '#3a2f28'],
  'cilantro-lime': ['herb', '#2f5e1c'],
  herb: ['herb', '#35601f'],
  garlic: ['herb', '#6f8f45'],
  parmesan: ['pepper', '#6b5a3e'],
  coleslaw: ['pepper', '#7a6a50'],
  horseradish: ['pepper', '#8a7a60'],
  jalapeno: ['herb', '#2f5e1c'],
  raspberry: ['seed', '#7a0f35'],
  strawberry: ['seed', '#8a1a2a'],
};

/** The sauce of a flavor, drawn in its own colour. Pale sauces get a deeper shade so they read on a white plate. */
export function sauceOf(flavorId: string, color: string): Sauce {
  const [fleck, fleckColor] = FLECK[flavorId] ?? ['none', '#000000'];
  const pale = lum(color) > 0.62;
  return {
    base: color,
    shade: darken(color, pale ? 0.2 : 0.3),
    hi: lighten(color, pale ? 0.75 : 0.45),
    fleck,
    fleckColor,
  };
}

/** Pale flavors print a deeper tone of themselves on labels and bands, so the band reads on a cream label. */
const PRINT: Record<string, string> = {
  ranch: '#6f9a4a',
  caesar: '#c9a24a',
  'bleu-cheese': '#5f7f9a',
  mayonnaise: '#d9a93a',
  poppyseed: '#c9a24a',
  tartar: '#7a9a3a',
  garlic: '#b89a5a',
  peppercorn: '#7a6650',
  coleslaw: '#8fb35a',
  'sweet-onion': '#c9a04a',
  parmesan: '#d1a43a',
  horseradish: '#a8946a',
};

/** The colour a flavor is printed in on packs and cards. */
export const printColor = (flavorId: string, color: string): string => PRINT[flavorId] ?? color;

/** Muted backdrops for the recipe scenes, chosen so the sauce stands out. */
export const BACKDROPS = ['#e9e3d1', '#e4e6d8', '#f1e2d3', '#f3e8c9', '#dfe4dc', '#efdccc'] as const;

/** A backdrop that contrasts with the sauce: warm sauces on sage and stone, green ones on blush and butter. */
export function backdropFor(sauceColor: string, nudge: number): string {
  const [r, g, b] = hexToRgb(sauceColor);
  const greenish = g > r && g > b;
  const options = greenish
    ? [BACKDROPS[2], BACKDROPS[3], BACKDROPS[5]]
    : [BACKDROPS[0], BACKDROPS[1], BACKDROPS[4], BACKDROPS[3]];
  return options[nudge % options.length] ?? BACKDROPS[0];
}
