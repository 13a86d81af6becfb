import { defaultBrand, type BrandConfig } from '@larder/domain';
import { LOGO_EMBLEM, themes } from '@larder/ui';
import { WEB_APP_FILES } from './constants';

/** One icon of the manifest: its file (under `WEB_APP_FILES.icons`), pixel size and purpose. */
export interface WebAppIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

/** The manifest's icons: 192 and 512 px, and a maskable 512 px one for launchers that crop to a shape. */
export const WEB_APP_ICONS: readonly WebAppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The home-screen icon iOS reads from `<link rel="apple-touch-icon">` (it ignores the manifest's). */
export const APPLE_TOUCH_ICON: WebAppIcon = { file: 'apple-touch-icon.png', size: 180, purpose: 'any' };

/** The colours of a brand's web app: its theme's accent (the browser's title bar) and page surface. */
export function webAppColors(brand: BrandConfig = defaultBrand) {
  const theme = themes[brand.theme];
  return {
    theme: theme.color.accent.base,
    background: theme.color.surface.base,
    leaf: theme.color.accent.contrast,
  };
}

/**
 * The web app manifest (installable offline kitchen mode): the brand's names and colours, the site's home as
 * start URL, a standalone window, and the icons drawn from the logo's emblem (192 and 512 px, and a maskable one).
 */
export function webAppManifest(brand: BrandConfig = defaultBrand) {
  const colors = webAppColors(brand);
  return {
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description: `${brand.name}: products, allergen matrix and kitchen tools, also offline.`,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.theme,
    background_color: colors.background,
    icons: WEB_APP_ICONS.map((icon) => ({
      src: `${WEB_APP_FILES.icons}/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/**
 * An app icon as SVG, drawn from the logo's emblem (`LOGO_EMBLEM`). A plain icon is the emblem on the page
 * surface with a small margin; a maskable one fills the square with the accent and keeps the leaf inside the
 * central safe circle (80 % of the size) that every mask shape leaves visible.
 */
export function webAppIconSvg(icon: Pick<WebAppIcon, 'size' | 'purpose'>, brand: BrandConfig = defaultBrand) {
  const colors = webAppColors(brand);
  const { size, circle, leaf, leafWidth } = LOGO_EMBLEM;
  const maskable = icon.purpose === 'maskable';
  // The emblem's disc takes 90 % of a plain icon; in a maskable one the disc is the background and the leaf's
  // box (about 60 % of the emblem) sits well inside the safe zone.
  const scale = (icon.size * (maskable ? 0.75 : 0.9)) / size;
  const offset = (icon.size - size * scale) / 2;
  const background = maskable ? colors.theme : colors.background;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 ${icon.size} ${icon.size}">`,
    `<rect width="${icon.size}" height="${icon.size}" fill="${background}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">`,
    maskable ? '' : `<circle cx="${circle.cx}" cy="${circle.cy}" r="${circle.r}" fill="${colors.theme}"/>`,
    `<path d="${leaf}" fill="none" stroke="${colors.leaf}" stroke-width="${leafWidth}" stroke-linecap="round"/>`,
    '</g>',
    '</svg>',
  ].join('');
}
