import type { ReactNode } from 'react';
import { pickDataset, useDxpData } from '@larder/client';
import { Heading, Hero, Loading, Text, TileGrid } from '@larder/ui';
import { CompareProductTile } from '../../compare/compare-product-tile';
import { SelectionTray } from '../../compare/compare-selection';
import { Actions, Section } from '../layout';
import {
  LINE_DATASETS,
  MSG_LINE_PRODUCTS_FAILED,
  useLineProducts,
  type ProductLineListId,
} from './story-data';
import { ProductFilterLinks } from './filter-links';

export interface ProductLinePageProps {
  /** Product-line id (`api/content/lookups/productLines.json`); its description is the hero's subtitle. */
  lineId: 'essentials' | 'metropolitan' | 'signature';
  /** The page's h1. */
  title: string;
  /** The line's curated products, shown as tiles linking to their pages. */
  listId: ProductLineListId;
  /** Heading of the products section. */
  productsTitle: string;
  /** Buttons under the products (see all, contact …). */
  actions: ReactNode;
  /** Sections after the products. */
  children?: ReactNode;
}

/** The frame of the product-line pages (spec §2.13): hero, the line's featured products and its links. */
export function ProductLinePage({
  lineId,
  title,
  listId,
  productsTitle,
  actions,
  children,
}: ProductLinePageProps) {
  const lookups = useDxpData(LINE_DATASETS);
  const line = pickDataset(lookups.data, 'productLines')?.find((candidate) => candidate.id === lineId);
  const products = useLineProducts(listId);
  const headingId = `${lineId}-products`;
  return (
    <ProductFilterLinks>
      <Hero title={title} subtitle={line?.description} />
      <Section aria-labelledby={headingId}>
        <Heading level={2} align="center" id={headingId}>
          {productsTitle}
        </Heading>
        {products.failed ? <Text role="alert">{MSG_LINE_PRODUCTS_FAILED}</Text> : null}
        {!products.failed && !products.items ? <Loading /> : null}
        {products.items ? (
          <TileGrid>
            {products.items.map((product) => (
              <CompareProductTile key={product.id} product={product} />
            ))}
          </TileGrid>
        ) : null}
        <Actions>{actions}</Actions>
      </Section>
      {children}
      <SelectionTray browse />
    </ProductFilterLinks>
  );
}
