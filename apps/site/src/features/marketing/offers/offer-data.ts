import useSWR from 'swr';
import {
  fetchers,
  keys,
  pickDataset,
  prefetch,
  useApiClient,
  useDxpData,
  type ApiClient,
  type ApiError,
  type CaseInfo,
  type CuratedItem,
  type DatasetName,
  type DatasetResult,
  type FallbackEntry,
  type PlusOne,
  type Product,
  type ProductSummary,
  type RecipeSummary,
  type SearchGroup,
  type SearchKey,
  type SearchQuery,
  type Uom,
} from '@larder/client';
import { formatUnit, glutenStatus, kosherStatus } from '@larder/domain';
import type { ProductInfoRow } from '@larder/ui';
import { optional } from '../../../lib/prefetch';
import type { OfferPageId } from '../../../paths';
import {
  CURATED_DATASETS,
  curatedItems,
  inCuratedOrder,
  prefetchCuratedSearch,
  useCuratedSearch,
  type CuratedSelection,
} from '../curated-lists';
import type { WeightUnit } from './offers-content';

// Data of the offer pages. Curated lists come from `/api/dxp-data?dataset=curatedLists` (the same key as the
// package-format pages), their recipes, plus-ones and carousel products from one `/api/search` by ids, and the
// products of a landing page's information table from `/api/products/details` (the table needs UPC, weight and
// storage, which search results do not carry). The server prefetches exactly these keys.

/** Units of measure of the plus-one pop-up's ingredients. */
export const UNIT_DATASETS: readonly DatasetName[] = ['uoms'];

/** Ids of the curated lists a page shows (`curatedLists.json`). */
export interface OfferLists {
  /** Recipes listed or in a carousel. */
  recipes?: string;
  /** Plus-ones ('Make it your own' combinations, flavor foundations). */
  plusOnes?: string;
  /** Products of a carousel (tiles linking to the product pages). */
  products?: string;
  /** Products of the product-information table. */
  table?: string;
}

/** The curated lists of a landing page: `{list}-recipes`, `{list}-plusones` and `{list}-products` (the table). */
export function landingLists(list: string): OfferLists {
  return { recipes: `${list}-recipes`, plusOnes: `${list}-plusones`, table: `${list}-products` };
}

export interface OfferPage {
  lists: OfferLists;
}

/** The curated lists of every offer page (its URL is `getHref('offer', id)`). */
export const OFFER_PAGES = {
  dippingCups: { lists: { products: 'dipping-cups' } },
  fallFlavors: {
    lists: {
      recipes: 'fall-flavors-recipes',
      plusOnes: 'fall-flavors-plusones',
      products: 'fall-flavors-products',
    },
  },
  avocadoRanch: { lists: landingLists('avocado-ranch') },
  boomBoom: { lists: landingLists('boom-boom') },
  chicknDipn: { lists: landingLists('chickn-dipn') },
  dillPickle: { lists: landingLists('dill-pickle') },
  greenGoddess: { lists: landingLists('green-goddess') },
} as const satisfies Record<OfferPageId, OfferPage>;

export type { OfferPageId };
export { LANDING_OFFER_IDS, type LandingOfferId } from './offer-ids';

/** The items of each list of a page, in display order (an absent list has none). */
export type OfferItems = Record<keyof OfferLists, CuratedItem[]>;

export function offerItems(results: readonly DatasetResult[] | undefined, lists: OfferLists): OfferItems {
  const itemsOf = (listId: string | undefined) => (listId ? (curatedItems(results, listId) ?? []) : []);
  return {
    recipes: itemsOf(lists.recipes),
    plusOnes: itemsOf(lists.plusOnes),
    products: itemsOf(lists.products),
    table: itemsOf(lists.table),
  };
}

const idsOf = (items: readonly CuratedItem[]) => items.map((item) => item._id);

/** The one search resolving a page's recipes, plus-ones and carousel products; null when there is nothing to find. */
export function offerSearch(items: OfferItems): SearchQuery | null {
  const groups: [SearchKey, CuratedItem[]][] = [
    ['recipes', items.recipes],
    ['plusones', items.plusOnes],
    ['products', items.products],
  ];
  const wanted = groups.filter(([, list]) => list.length > 0);
  if (wanted.length === 0) return null;
  return { ids: wanted.flatMap(([, list]) => idsOf(list)), keys: wanted.map(([key]) => key) };
}

/** The items of each search group (an absent group has none). */
function groupItems(groups: readonly SearchGroup[]): OfferResults {
  const found: OfferResults = { recipes: [], plusOnes: [], products: [] };
  for (const group of groups) {
    if (group.key === 'recipes') found.recipes = group.items;
    else if (group.key === 'plusones') found.plusOnes = group.items;
    else found.products = group.items;
  }
  return found;
}

/** A curated plus-one shows the list item's own image when it has one (fall-flavor items carry one, spec §3). */
function withCuratedImage(plusOne: PlusOne, item: CuratedItem | undefined): PlusOne {
  return item?.image ? { ...plusOne, image: item.image } : plusOne;
}

export interface OfferResults {
  recipes: RecipeSummary[];
  plusOnes: PlusOne[];
  products: ProductSummary[];
}

/** The search results of a page, each list in its curated order. */
export function offerResults(groups: readonly SearchGroup[], items: OfferItems): OfferResults {
  const found = groupItems(groups);
  return {
    recipes: inCuratedOrder(found.recipes, idsOf(items.recipes)),
    plusOnes: inCuratedOrder(found.plusOnes, idsOf(items.plusOnes)).map((plusOne) =>
      withCuratedImage(
        plusOne,
        items.plusOnes.find((item) => item._id === plusOne.id),
      ),
    ),
    products: inCuratedOrder(found.products, idsOf(items.products)),
  };
}

/** SWR key of the products of an information table: the product-details keys of its ids. */
export function productTableKey(ids: readonly string[]): string | null {
  return ids.length > 0 ? ids.map((id) => keys.productDetails({ id })).join(' ') : null;
}

function loadProductTable(client: ApiClient, ids: readonly string[]): Promise<Product[]> {
  return Promise.all(
    ids.map((id) => fetchers.productDetails(client, { id }).then((details) => details.product)),
  );
}

/** '2/1 Gallon' for a case of two one-gallon jugs; '72/2 oz Cup', '6/20 fl oz Bar Bottle' otherwise. */
export function packSize(
  caseInfo: Pick<CaseInfo, 'unitQuantity' | 'individualUnitVal' | 'individualUnitPercent' | 'packageType'>,
): string {
  const unit = formatUnit(caseInfo.individualUnitPercent);
  // A gallon jug's unit is its package type: '2/1 Gallon', not '2/1 gal Gallon'.
  const sameAsPackage = caseInfo.individualUnitPercent?.toUpperCase() === 'GLL';
  const amount =
    sameAsPackage || !unit ? `${caseInfo.individualUnitVal}` : `${caseInfo.individualUnitVal} ${unit}`;
  return `${caseInfo.unitQuantity}/${amount} ${caseInfo.packageType}`;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One row of the landing pages' product-information table (spec §3), entirely from the product's data. */
export function productInfoRow(product: Product, weightUnit: WeightUnit): ProductInfoRow {
  const marketing = product.claims.marketing;
  return {
    name: product.name,
    code: product.productCode,
    upc: product.upc,
    size: packSize(product.caseInfo),
    weight: `${product.caseInfo.grossWeight} ${weightUnit}`,
    storage: product.storage.storage,
    glutenFree: yesNo(glutenStatus(marketing) === 'Gluten-Free'),
    kosher: yesNo(kosherStatus(marketing) !== 'Not Kosher'),
  };
}

/** What an offer page shows; a list is undefined while it loads (spec §4: 'Loading...' until data arrives). */
export interface OfferData {
  recipes: RecipeSummary[] | undefined;
  plusOnes: PlusOne[] | undefined;
  products: ProductSummary[] | undefined;
  table: Product[] | undefined;
  units: Uom[] | undefined;
}

/** The curated lists of a page and the one search resolving their recipes, plus-ones and carousel products. */
function offerCuration(lists: OfferLists): CuratedSelection<OfferItems> {
  return { datasets: CURATED_DATASETS, select: (results) => offerItems(results, lists), query: offerSearch };
}

/** The curated content of an offer page, from the server's data on first render. */
export function useOffer(lists: OfferLists): OfferData {
  const client = useApiClient();
  const { selection, groups } = useCuratedSearch(offerCuration(lists));
  const items = selection ?? undefined;
  const query = items ? offerSearch(items) : null;
  const tableIds = items ? idsOf(items.table) : [];
  const table = useSWR<Product[], ApiError>(productTableKey(tableIds), () =>
    loadProductTable(client, tableIds),
  );
  const units = useDxpData(lists.plusOnes ? UNIT_DATASETS : null);

  const results = items && (query === null ? offerResults([], items) : groups && offerResults(groups, items));
  return {
    recipes: results?.recipes,
    plusOnes: results?.plusOnes,
    products: results?.products,
    table: items && (tableIds.length === 0 ? [] : table.data),
    units: pickDataset(units.data, 'uoms'),
  };
}

/** Server data of an offer page: exactly the keys `useOffer` reads. */
export function prefetchOffer(client: ApiClient, lists: OfferLists): Promise<FallbackEntry<unknown>[]> {
  return prefetchCuratedSearch(client, offerCuration(lists), (items) => {
    const tableIds = idsOf(items.table);
    const tableKey = productTableKey(tableIds);
    return [
      tableKey
        ? optional(
            loadProductTable(client, tableIds).then((products): FallbackEntry<Product[]> => [
              tableKey,
              products,
            ]),
          )
        : Promise.resolve([]),
      lists.plusOnes ? optional(prefetch.dxpData(client, UNIT_DATASETS)) : Promise.resolve([]),
    ];
  });
}
