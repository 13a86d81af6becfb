import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pickDataset, useDxpData, usePlusOneProductsFilter, usePlusOnesInfinite } from '@larder/client';
import { parsePlusOneFilters, type PlusOneFilterKey, type PlusOneFilters } from '@larder/domain';
import { Heading, Hero, ListFilters, PlusOneTile, ResultsList, type ListFilterGroup } from '@larder/ui';
import { PAGE_SIZE } from '../../constants';
import { itemsBefore, requestedPage } from '../../lib/list-paging';
import { listStateProps } from '../../lib/results-list';
import { getHref } from '../../paths';
import { Page } from '../../shell/page';
import { usePlusOnePopup } from './plus-one-popup';
import { PLUS_ONE_DATASETS, plusOnesQuery } from './route-data';
import { heroArt } from '../../lib/artwork';

/**
 * Make it your own (spec §2.7): hero, filters by flavor and product (query string), an infinite list of plus-one
 * tiles (30 a page) and the pop-up of the chosen one with 'print it' and 'email it' (loaded on first use).
 */
export default function PlusOnesPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parsePlusOneFilters(searchParams), [searchParams]);
  const query = useMemo(() => plusOnesQuery(filters), [filters]);
  // A filter change is a new key: the list starts again at page 1 (spec §4 "refetches page 1 with reset").
  // `?page=N` (the list without JavaScript) starts the list at page N.
  const firstPage = requestedPage(searchParams);
  const list = usePlusOnesInfinite(query, undefined, firstPage);
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
    void navigate(getHref('plusOne', next), { state: { keepScroll: true } });
  const reset = () => apply({});

  return (
    <>
      <Hero
        art={heroArt('plus-one')}
        title="Make it your own"
        subtitle="One of our sauces plus one ingredient equals a signature flavor."
      />
      <Page $gap={5}>
        <Heading level={2} id="plus-one-heading">
          Plus-one ideas
        </Heading>
        <ListFilters groups={groups} value={filters} onChange={apply} onReset={reset} />
        <ResultsList
          items={list.items}
          renderItem={(plusOne) => <PlusOneTile plusOne={plusOne} onSelect={popup.show} />}
          noun={{ one: 'idea', other: 'ideas' }}
          {...listStateProps(list)}
          onReset={reset}
          offset={itemsBefore(firstPage, PAGE_SIZE)}
          previousHref={firstPage > 1 ? getHref('plusOne', filters, { page: firstPage - 1 }) : undefined}
          nextHref={getHref('plusOne', filters, { page: firstPage + list.size })}
          minTileWidth={200}
          listLabelledBy="plus-one-heading"
        />
      </Page>
      {popup.popup}
    </>
  );
}
