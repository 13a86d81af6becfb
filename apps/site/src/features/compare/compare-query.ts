import {
  COMPARE_MAX,
  compareProblemMessage,
  parseCompareQuery,
  unknownProducts,
  type CompareProblem,
  type CompareQuery,
} from '@larder/domain';
import type { ComparisonWayOn } from '@larder/ui';
import { getHref } from '../../paths';

/** The comparison a /compare URL asks for (`?products=a,b&from=a`). */
export function compareQueryFromSearch(search: URLSearchParams): CompareQuery {
  return parseCompareQuery(search);
}

/** The products to load: none while the query itself is wrong. */
export function slugsToLoad(query: CompareQuery): string[] {
  return query.problem ? [] : query.products;
}

/** The query's problem, or the products no product matched once the catalogue's slugs are known. */
export function problemOf(
  query: CompareQuery,
  knownSlugs: readonly string[] | undefined,
): CompareProblem | undefined {
  if (query.problem) return query.problem;
  return knownSlugs ? unknownProducts(query.products, knownSlugs) : undefined;
}

/** What the page says about a problem and the links that lead on from it. */
export function problemState(
  problem: CompareProblem,
  query: CompareQuery,
  knownSlugs: readonly string[] = [],
): { message: string; wayOn: ComparisonWayOn[]; severity?: 'error' | 'info' } {
  const message = compareProblemMessage(problem);
  const pick = (products: readonly string[]): ComparisonWayOn => ({
    href: getHref('products', {}, { compare: products.slice(0, COMPARE_MAX) }),
    label: 'Choose products to compare',
  });
  const compare = (products: string[], label: string): ComparisonWayOn[] =>
    products.length >= 2 ? [{ href: getHref('compare', { products }), label }] : [];
  switch (problem.kind) {
    case 'too-few':
      return {
        message,
        wayOn: [pick(query.products)],
        severity: query.products.length === 0 ? 'info' : 'error',
      };
    case 'too-many':
      return {
        message,
        wayOn: [
          ...compare(query.products.slice(0, COMPARE_MAX), `Compare the first ${COMPARE_MAX}`),
          pick(query.products),
        ],
      };
    case 'duplicates':
      return {
        message,
        wayOn: [...compare(query.products, 'Compare each product once'), pick(query.products)],
      };
    case 'unknown': {
      const found = query.products.filter((slug) => knownSlugs.includes(slug));
      return {
        message,
        wayOn: [...compare(found, 'Compare the products we found'), pick(found)],
      };
    }
    case 'from-not-compared':
      return {
        message,
        wayOn: [...compare(query.products, 'Compare without a current product'), pick(query.products)],
      };
  }
}
