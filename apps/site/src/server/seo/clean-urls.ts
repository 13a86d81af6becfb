import type { RequestHandler } from 'express';
import {
  COMPARE_QUERY_KEYS,
  COMPARE_SELECTION_KEY,
  PLUS_ONE_FILTER_KEYS,
  PRODUCT_FILTER_KEYS,
  RECIPE_FILTER_KEYS,
} from '@larder/domain';

/**
 * The query keys each list page reads (spec §2.4: unknown keys are dropped): its filters, `page` for the list
 * without JavaScript, the product search term and order or the recipe sort, and the add-to-compare selection the
 * product list carries. /compare (issue 16) reads its products and the current one.
 */
export const LIST_QUERY_KEYS: Readonly<Record<string, readonly string[]>> = {
  '/products': [...PRODUCT_FILTER_KEYS, 'searchTerm', 'sort', 'page', COMPARE_SELECTION_KEY],
  '/recipes': [...RECIPE_FILTER_KEYS, 'sortParameter', 'page'],
  '/plus-one': [...PLUS_ONE_FILTER_KEYS, 'page'],
  '/compare': COMPARE_QUERY_KEYS,
};

function keyOf(part: string): string | undefined {
  const raw = part.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * A list page asked with query keys it does not read answers a permanent redirect to the same list without
 * them, so every shared or crawled link of a list has one URL (its canonical link). The kept parameters stay
 * exactly as written (`flavor=ranch,caesar` is not re-encoded).
 */
export const cleanListUrls: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const known = LIST_QUERY_KEYS[req.path];
  const at = req.originalUrl.indexOf('?');
  if (!known || at < 0) return next();
  const parts = req.originalUrl.slice(at + 1).split('&');
  const kept = parts.filter((part) => {
    const key = keyOf(part);
    return part !== '' && key !== undefined && known.includes(key);
  });
  if (kept.length === parts.length) return next();
  res.redirect(301, kept.length > 0 ? `${req.path}?${kept.join('&')}` : req.path);
};
