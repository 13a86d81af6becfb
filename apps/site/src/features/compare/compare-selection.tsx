import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  COMPARE_SELECTION_KEY,
  addToCompare,
  parseCompareSelection,
  removeFromCompare,
} from '@larder/domain';
import { CompareToggle } from '@larder/ui';
import { lazyPart } from '../../lib/lazy-part';
import { getHref } from '../../paths';

/** The add-to-compare selection of the current URL (`?compare=a,b`), each slug once, at most four. */
export function useCompareSelection(): string[] {
  const [searchParams] = useSearchParams();
  return useMemo(() => parseCompareSelection(searchParams), [searchParams]);
}

/** The current page's URL with the selection replaced (other parameters and the path kept). */
function useWithSelection(): (selection: readonly string[]) => string {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  return (selection) => {
    const params = new URLSearchParams(searchParams);
    params.delete(COMPARE_SELECTION_KEY);
    if (selection.length > 0) params.set(COMPARE_SELECTION_KEY, selection.join(','));
    const search = params.toString().replace(/%2C/g, ',');
    return search ? `${location.pathname}?${search}` : location.pathname;
  };
}

/** Add to compare (or remove) for one product, on its tile or its page: a link to this page with the new selection. */
export function ProductCompareToggle({ slug, name }: { slug: string; name: string }) {
  const selection = useCompareSelection();
  const withSelection = useWithSelection();
  const added = addToCompare(selection, slug);
  return (
    <CompareToggle
      name={name}
      selected={selection.includes(slug)}
      full={added.full}
      addHref={withSelection(added.selection)}
      removeHref={withSelection(removeFromCompare(selection, slug))}
    />
  );
}

/**
 * The compare tray's code: a lazy part the page renders only while the visitor has a selection (`SelectionTray`),
 * so a page without one never loads it; with one, it is in the server HTML and its chunk is requested as the page
 * hydrates. Every page that shows a `SelectionTray` lists it in its `parts`, so that the server and a client
 * navigation have it.
 */
export const compareTray = lazyPart(
  'CompareTray',
  () => import('./compare-tray').then((module) => module.CompareTray),
  { hydrate: 'render' },
);
const CompareTray = compareTray.Part;

/** The 'Compare (n)' tray of the selection: to the comparison, or clearing it. Nothing without a selection. */
export function SelectionTray({ browse = false }: { browse?: boolean }) {
  const selection = useCompareSelection();
  const withSelection = useWithSelection();
  if (selection.length === 0) return null;
  return (
    <CompareTray
      count={selection.length}
      compareHref={getHref('compare', { products: selection })}
      clearHref={withSelection([])}
      browseHref={browse ? getHref('products', {}, { compare: selection }) : undefined}
    />
  );
}

/**
 * Hidden fields for a GET form (a search box) on a page with a compare selection, so that submitting it without
 * JavaScript keeps the selection.
 */
export function useCompareFields(): [string, string][] {
  const selection = useCompareSelection();
  return selection.length > 0 ? [[COMPARE_SELECTION_KEY, selection.join(',')]] : [];
}

/** A product page's piece of compare: its toggle and the tray, with a way back to the list keeping the selection. */
export function ProductPageCompare({ slug, name }: { slug: string; name: string }) {
  return (
    <>
      <ProductCompareToggle slug={slug} name={name} />
      <SelectionTray browse />
    </>
  );
}
