import { containedAllergens, getAttribute, isMajorAllergenKey } from '@larder/domain';
import type {
  AllergenMatrixRow,
  Allergens,
  AttributeRule,
  FaqProduct,
  Paging,
  ProductDetails,
  ProductOption,
  ProductSummary,
} from '@larder/domain';
import type { Queryable } from '../db/db';
import {
  allergenMatrixRows,
  faqProducts,
  productDetails,
  productOptions,
  productPage,
} from '../db/queries/products';
import { paging, type PageInput } from '../db/queries/sql';
import type { ProductSort } from '../db/queries/products';
import { AppError } from '../errors';
import { correctWords, termWords } from './search';

export interface ProductFilters {
  flavor?: string[];
  package?: string[];
  product?: string[];
  attribute?: string[];
  productLines?: string[];
  searchTerm?: string;
  /** 'name' (A to Z, the default) or '-name' (Z to A). */
  sort?: ProductSort;
}

/** The rule of each attribute key (a product must satisfy all); an unknown key is a 400. */
function attributeRules(keys: string[] = []): AttributeRule[] {
  return keys.map((key) => {
    const attribute = getAttribute(key);
    if (attribute === undefined) throw AppError.badRequest('attribute', key, `Unknown attribute '${key}'`);
    return attribute.rule;
  });
}

/**
 * One page of 'Website Active' products matching every filter, by name then package display order. A search
 * term that finds nothing is retried once with its misspelt words corrected.
 */
export async function listProducts(
  db: Queryable,
  filters: ProductFilters,
  page: PageInput,
): Promise<{ products: ProductSummary[]; paging: Paging }> {
  const { searchTerm, attribute, sort, ...lists } = filters;
  const attributes = attributeRules(attribute);
  const term = searchTerm?.trim() ?? '';
  // Punctuation-only terms give no words: only an exact code could then match.
  const words = term === '' ? undefined : termWords(term);
  const search = (searchWords: string[] | undefined) =>
    searchWords === undefined ? {} : { search: { term, words: searchWords } };
  let found = await productPage(db, { ...lists, attributes, sort, ...search(words) }, page);
  if (found.total === 0 && words !== undefined && words.length > 0) {
    const corrected = await correctWords(db, words);
    if (corrected !== undefined)
      found = await productPage(db, { ...lists, attributes, sort, ...search(corrected) }, page);
  }
  return { products: found.items, paging: paging(page, found.total) };
}

/** Every product, whatever its status, for form dropdowns. */
export function listProductOptions(db: Queryable): Promise<ProductOption[]> {
  return productOptions(db);
}

/** Every product with what the FAQ tools need (the availability tool also shows inactive products). */
export function listFaqProducts(db: Queryable): Promise<FaqProduct[]> {
  return faqProducts(db);
}

/** A product by slug or id, with its siblings and related products; 404 when there is none. */
export async function getProductDetails(
  db: Queryable,
  key: { slug?: string; id?: string },
): Promise<ProductDetails> {
  const [column, value] =
    key.slug !== undefined
      ? (['slug', key.slug] as const)
      : key.id !== undefined
        ? (['id', key.id] as const)
        : [];
  if (column === undefined) throw AppError.badRequest('slug', undefined, 'slug or id is required');
  const details = await productDetails(db, column, value);
  if (details === undefined) throw AppError.notFound(column, value, 'Product not found');
  return details;
}

export interface AllergenMatrixFilters {
  flavor?: string[];
  package?: string[];
  productLines?: string[];
  free?: string[];
}

/**
 * The allergen matrix: every 'Website Active' product matching the filters (flavor, package, product line: OR
 * within one, AND between them) and free of every allergen in `free` (one of the nine major US allergens, else a
 * 400), with the allergens it contains and when its data last changed, in list order.
 */
export async function allergenMatrix(
  db: Queryable,
  filters: AllergenMatrixFilters,
): Promise<{ rows: AllergenMatrixRow[] }> {
  const free = filters.free ?? [];
  const unknown = free.find((key) => !isMajorAllergenKey(key));
  if (unknown !== undefined) throw AppError.badRequest('free', unknown, `Unknown allergen '${unknown}'`);
  const rows = await allergenMatrixRows(db, { ...filters, free });
  return {
    rows: rows.map(({ item, time_modified }) => {
      const { allergens, ...rest } = item;
      return {
        ...rest,
        contains: containedAllergens(allergens as Allergens),
        timeModified: new Date(time_modified).toISOString(),
      };
    }),
  };
}
