import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useProductDetails } from '@larder/client';
import { COMPARE_MAX, removeFromCompare, type Product } from '@larder/domain';
import { Heading, Loading, ProductComparison, Text, type ComparisonItem } from '@larder/ui';
import { getHref } from '../../paths';
import { Page } from '../../shell/page';
import { compareQueryFromSearch, problemOf, problemState, slugsToLoad } from './compare-query';

/**
 * The details of up to four products; hooks are called the same number of times whatever the query. A product
 * the API does not know is `null` (from the server's data) or a 404 (loaded in the browser).
 */
function useComparedProducts(slugs: readonly string[]) {
  const load = (index: number) => (slugs[index] ? { slug: slugs[index] } : null);
  const results = [
    useProductDetails(load(0)),
    useProductDetails(load(1)),
    useProductDetails(load(2)),
    useProductDetails(load(3)),
  ].slice(0, Math.min(slugs.length, COMPARE_MAX));
  const unknown = (index: number) => results[index]!.data === null || results[index]!.error?.status === 404;
  const settled = results.every((result, index) => result.data || unknown(index));
  return {
    products: results.map((result) => result.data?.product),
    /** The slugs that are known, once every product has loaded or failed to. */
    knownSlugs: settled ? slugs.filter((_, index) => !unknown(index)) : undefined,
    error: results.some((result, index) => result.error && !unknown(index)),
  };
}

/**
 * Compare and switch (issue 16): two to four products side by side from `?products=a,b,c`, and with
 * `&from=a` the switch from the current product to each other one, with every allergen it adds and every claim
 * it loses said in words. Plain links choose the current product and remove products, so it works without
 * JavaScript; a wrong query says what is wrong and offers a way on.
 */
export default function ComparePage() {
  const [searchParams] = useSearchParams();
  const query = useMemo(() => compareQueryFromSearch(searchParams), [searchParams]);
  const slugs = slugsToLoad(query);
  const compared = useComparedProducts(slugs);
  const knownSlugs = compared.knownSlugs;
  const problem = problemOf(query, knownSlugs);

  const intro = (
    <>
      <Heading level={1}>Compare products</Heading>
      <Text>
        Two to four products side by side: nutrition per serving, the nine major allergens, claims, pack and
        case data, storage and shelf life. Set the product you use now as the current one to see what a switch
        would add to your allergen chart and which claims it would lose.
      </Text>
    </>
  );

  if (problem) {
    return (
      <Page $gap={5}>
        {intro}
        <ProductComparison items={[]} problem={problemState(problem, query, knownSlugs)} />
      </Page>
    );
  }
  const products = compared.products;
  const ready = products.length > 0 && products.every((product): product is Product => Boolean(product));
  let content;
  if (compared.error) {
    content = <Text role="alert">The comparison could not be loaded. Please try again.</Text>;
  } else if (!ready) {
    content = <Loading />;
  } else {
    const current = query.from ? products[query.products.indexOf(query.from)] : undefined;
    const items: ComparisonItem[] = products.map((product, index) => {
      const slug = query.products[index]!;
      const rest = removeFromCompare(query.products, slug);
      return {
        product,
        href: getHref('product', product.slug),
        currentHref: getHref('compare', { products: query.products, from: slug }),
        removeHref:
          rest.length >= 2
            ? getHref('compare', { products: rest, from: query.from === slug ? undefined : query.from })
            : getHref('products', {}, { compare: rest }),
      };
    });
    content = (
      <ProductComparison
        items={items}
        currentId={current?.id}
        clearCurrentHref={getHref('compare', { products: query.products })}
      />
    );
  }
  return (
    <Page $gap={5}>
      {intro}
      {content}
    </Page>
  );
}
