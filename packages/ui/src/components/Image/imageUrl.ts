/** Base path of the image resizer (thumbor-style `fit-in`), see docs/architecture.md. */
export const IMAGE_RESIZER_BASE = '/img/fit-in';

/** The largest side the resizer makes (the API's `MAX_DIMENSION`: a larger size is refused with 400). */
export const IMAGE_RESIZER_MAX = 2000;

const alreadyUrl = /^([a-z][a-z0-9+.-]*:|\/)/i;

/**
 * URL of an image path resized to fit inside `width`×`height`: `/img/fit-in/{w}x{h}/{path}`. Absolute URLs,
 * root-relative URLs and data URIs are returned unchanged.
 */
export function imageUrl(path: string, width: number, height: number): string {
  if (alreadyUrl.test(path)) return path;
  return `${IMAGE_RESIZER_BASE}/${Math.round(width)}x${Math.round(height)}/${encodeURI(path)}`;
}

/**
 * `srcset` with 1x and 2x candidates from the resizer (unchanged URLs get no srcset); no 2x candidate the resizer
 * would refuse (a side over IMAGE_RESIZER_MAX).
 */
export function imageSrcSet(path: string, width: number, height: number): string | undefined {
  if (alreadyUrl.test(path)) return undefined;
  const double = Math.max(width, height) * 2 <= IMAGE_RESIZER_MAX;
  return double
    ? `${imageUrl(path, width, height)} 1x, ${imageUrl(path, width * 2, height * 2)} 2x`
    : `${imageUrl(path, width, height)} 1x`;
}

/** A neutral placeholder drawing shown when an image fails to load. */
export const defaultFallbackImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#ece6da"/>' +
      '<path d="M150 190l40-50 30 35 20-20 40 35z" fill="#b5a993"/><circle cx="250" cy="115" r="16" fill="#b5a993"/>' +
      '</svg>',
  );
