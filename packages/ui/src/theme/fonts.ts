/**
 * The brand typefaces: self-hosted variable fonts from `@fontsource-variable/*`, each with metric-matched fallback
 * faces (`size-adjust`, `ascent-override` … from `@capsizecss/metrics`) so text set in a system face while the
 * brand face loads takes the same room, and the swap moves nothing. `packages/ui/fonts.css` is generated from
 * this table (`npx tsx packages/ui/scripts/fonts-css.ts`), with one stylesheet per brand (`fonts/{theme}.css`, what
 * a brand's site imports, so it downloads and preloads only its own faces); the themes name the families.
 */

/** A local system face a fallback is built on (its names: `LOCAL_FACE_NAMES`). */
export interface LocalFace {
  /** `@capsizecss/metrics` module of the face (its metrics drive the overrides). */
  metrics: 'arial' | 'timesNewRoman' | 'roboto' | 'notoSerif';
  /** Suffix of the fallback family name, e.g. '' → 'Fraunces Fallback', 'Roboto' → 'Fraunces Fallback Roboto'. */
  suffix: string;
}

/** A brand face: one variable font, its latin and latin-ext files, and the system faces standing in for it. */
export interface BrandFace {
  /** Family name of the web font (as `@fontsource-variable` names it). */
  family: string;
  /** Family name stem of its fallbacks: `${fallback}`, `${fallback} ${suffix}`. */
  fallback: string;
  /** npm package holding the files. */
  pkg: string;
  /** `@capsizecss/metrics` module of the face. */
  metrics: 'fraunces' | 'figtree' | 'playfairDisplay' | 'libreFranklin';
  /** File name stem in the package: `${stem}-latin-wght-normal.woff2`. */
  stem: string;
  /** Generic family the stack ends with. */
  generic: 'serif' | 'sans-serif';
  /** System faces whose metrics the fallbacks are matched to, in order of preference. */
  locals: readonly LocalFace[];
}

const sansLocals: readonly LocalFace[] = [
  { metrics: 'arial', suffix: '' },
  { metrics: 'roboto', suffix: 'Roboto' },
];

const serifLocals: readonly LocalFace[] = [
  { metrics: 'timesNewRoman', suffix: '' },
  { metrics: 'notoSerif', suffix: 'Noto' },
];

/**
 * The names `local()` can match for each system face: full and PostScript names of the regular face and of
 * metric-compatible clones (Liberation, Arimo, Tinos), and the same for the bold face, used for weights from 600 up
 * (headings, strong text). Only the stylesheets' generator reads them (scripts/fonts-css.ts), so a page's bundle,
 * which needs only the fallbacks' family names (`fontStack`), does not carry them.
 */
export const LOCAL_FACE_NAMES: Record<
  LocalFace['metrics'],
  { regular: readonly string[]; bold: readonly string[] }
> = {
  arial: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
  },
  roboto: {
    regular: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
  },
  timesNewRoman: {
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif', 'Tinos'],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
    ],
  },
  notoSerif: {
    regular: ['Noto Serif', 'NotoSerif', 'NotoSerif-Regular'],
    bold: ['Noto Serif Bold', 'NotoSerif-Bold'],
  },
};

/**
 * Marlow's Foodservice: Fraunces, a warm, soft-serifed old-style display face with the ink-trap charm of a
 * family recipe card, for headings; Figtree, a friendly, open geometric sans that stays clear at 14 px on a
 * phone, for text.
 */
export const fraunces: BrandFace = {
  family: 'Fraunces Variable',
  fallback: 'Fraunces Fallback',
  pkg: '@fontsource-variable/fraunces',
  metrics: 'fraunces',
  stem: 'fraunces',
  generic: 'serif',
  locals: serifLocals,
};

export const figtree: BrandFace = {
  family: 'Figtree Variable',
  fallback: 'Figtree Fallback',
  pkg: '@fontsource-variable/figtree',
  metrics: 'figtree',
  stem: 'figtree',
  generic: 'sans-serif',
  locals: sansLocals,
};

/**
 * Marlow's Steakhouse: Playfair Display, the high-contrast serif of a steakhouse menu card, for headings; Libre
 * Franklin, an American gothic in the Franklin tradition of signage and butcher's price tickets, for text.
 */
export const playfairDisplay: BrandFace = {
  family: 'Playfair Display Variable',
  fallback: 'Playfair Display Fallback',
  pkg: '@fontsource-variable/playfair-display',
  metrics: 'playfairDisplay',
  stem: 'playfair-display',
  generic: 'serif',
  locals: serifLocals,
};

export const libreFranklin: BrandFace = {
  family: 'Libre Franklin Variable',
  fallback: 'Libre Franklin Fallback',
  pkg: '@fontsource-variable/libre-franklin',
  metrics: 'libreFranklin',
  stem: 'libre-franklin',
  generic: 'sans-serif',
  locals: sansLocals,
};

/** Each brand's pairing, by theme name: `fonts/{name}.css` declares these two; `fonts.css` every brand's. */
export const brandFonts = {
  foodservice: { heading: fraunces, body: figtree },
  steakhouse: { heading: playfairDisplay, body: libreFranklin },
} as const satisfies Record<string, { heading: BrandFace; body: BrandFace }>;

/** The subsets declared (latin first: the one preloaded). */
export const fontSubsets = ['latin', 'latin-ext'] as const;

/**
 * The characters nearly every page sets (printable ASCII, the no-break space and the typographic punctuation and
 * signs of the site's texts: quotes, dashes, ellipsis, bullet, degree, ×, ©, ®, ™, é, ñ). Each brand face also
 * gets a small `core` file of only these, cut from its latin file (`scripts/fonts-core.ts`) and declared after the
 * latin face, so the browser takes these characters from it (CSS Fonts 4: of overlapping faces the last declared is
 * tried first) and downloads the whole latin file only for a page with a rarer latin character. The core files are
 * what pages preload.
 */
export const CORE_UNICODE_RANGE =
  'U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00D7,U+00E9,U+00F1,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2122';

/** The characters of `CORE_UNICODE_RANGE`, as text for the subsetter. */
export function coreCharacters(): string {
  let text = '';
  for (const part of CORE_UNICODE_RANGE.split(',')) {
    const [from, to = from] = part.replace(/U\+/g, '').split('-') as [string, string?];
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The core file of a face (`packages/ui/fonts/files/{name}`), see `CORE_UNICODE_RANGE`. */
export function coreFontFileName(face: BrandFace): string {
  return `${face.stem}-core-wght-normal.woff2`;
}

/** The woff2 file of a face's subset, as named in its package (`…/files/{name}`). */
export function fontFileName(face: BrandFace, subset: (typeof fontSubsets)[number] = 'latin'): string {
  return `${face.stem}-${subset}-wght-normal.woff2`;
}

/** The CSS font stack of a face: the web font, its metric-matched fallbacks, then the generic family. */
export function fontStack(face: BrandFace): string {
  const fallbacks = face.locals.map((local) =>
    local.suffix ? `${face.fallback} ${local.suffix}` : face.fallback,
  );
  return [face.family, ...fallbacks].map((name) => `'${name}'`).join(', ') + `, ${face.generic}`;
}
