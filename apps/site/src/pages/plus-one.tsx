import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { pickDataset, useDxpData, usePlusOneProductsFilter, usePlusOnesInfinite } from '@larder/client';
import {
  MSG_NO_RESULTS,
  parsePlusOneFilters,
  type PlusOneFilterKey,
  type PlusOneFilters,
} from '@larder/domain';
import {
  Button,
  EmptyState,
  Heading,
  Hero,
  ListFilters,
  Loading,
  PlusOneTile,
  type ListFilterGroup,
} from '@larder/ui';
import { requestedPages } from './products-list-query';
import { contentPaths, PLUS_ONE_DATASETS, plusOnesQuery } from '../content-routes';
import { usePlusOnePopup } from './plus-one-popup';
import { useNextPageSentinel } from './recipes-list-sentinel';
import { ListStatus, More, NextLink, TileGrid } from './list-layout';

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4) var(--ui-space-8);
  display: grid;
  gap: var(--ui-space-5, var(--ui-space-6));
`;

/**
 * Make it your own (spec §2.7): hero, filters by flavor and product (query string), an infinite list of plus-one
 * tiles (30 a page) and the pop-up of the chosen one with 'print it' and 'email it' (loaded on first use).
 */
export default function PlusOnePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parsePlusOneFilters(searchParams), [searchParams]);
  const query = useMemo(() => plusOnesQuery(filters), [filters]);
  // A filter change is a new key: the list starts again at page 1 (spec §4 "refetches page 1 with reset").
  const list = usePlusOnesInfinite(query, { initialSize: requestedPages(searchParams) });
  const lookups = useDxpData(PLUS_ONE_DATASETS);
  const products = usePlusOneProductsFilter();
  const units = pickDataset(lookups.data, 'uoms');
  const popup = usePlusOnePopup(units);

  const groups: ListFilterGroup<PlusOneFilterKey>[] = useMemo(
    () => [
      { key: 'flavor', label: 'Flavor', options: pickDataset(lookups.data, 'flavors') ?? [] },
      { key: 'product', label: 'Product', options: products.data ?? [] },
    ],
    [lookups.data, products.data],
  );

  const apply = (next: PlusOneFilters) =>
    void navigate(contentPaths.plusOne.getHref(next), { state: { keepScroll: true } });
  const reset = () => apply({});
  const { sentinel, onClick } = useNextPageSentinel(list);
  const total = list.paging?.total;

  return (
    <>
      <Hero
        title="Make it your own"
        subtitle="One of our sauces plus one ingredient equals a signature flavor."
      />
      <Page>
        <Heading level={2} id="plus-one-heading">
          Plus-one ideas
        </Heading>
        <ListFilters groups={groups} value={filters} onChange={apply} onReset={reset} />
        {list.isLoading && list.items.length === 0 ? <Loading /> : null}
        {list.isEmpty ? (
          <EmptyState
            title={MSG_NO_RESULTS}
            action={
              <Button variant="secondary" onClick={reset}>
                Reset filters
              </Button>
            }
          />
        ) : null}
        {list.items.length > 0 ? (
          <>
            <ListStatus role="status">
              {total === undefined
                ? `${list.items.length} ideas`
                : `Showing ${list.items.length} of ${total} ${total === 1 ? 'idea' : 'ideas'}`}
            </ListStatus>
            <TileGrid $minTile={200} aria-labelledby="plus-one-heading">
              {list.items.map((plusOne) => (
                <li key={plusOne.id}>
                  <PlusOneTile plusOne={plusOne} onSelect={popup.show} />
                </li>
              ))}
            </TileGrid>
          </>
        ) : null}
        {list.error && list.items.length > 0 ? (
          <ListStatus role="alert">Loading more ideas failed.</ListStatus>
        ) : null}
        <More>
          {list.isLoadingMore && list.items.length > 0 ? <Loading /> : null}
          {list.hasNext && !list.isLoadingMore ? (
            <NextLink
              ref={sentinel}
              href={contentPaths.plusOne.getHref(filters, { page: list.size + 1 })}
              onClick={onClick}
            >
              Next page
            </NextLink>
          ) : null}
        </More>
      </Page>
      {popup.popup}
    </>
  );
}
