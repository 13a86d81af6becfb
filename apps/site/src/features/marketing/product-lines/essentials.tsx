import type { ProductFilters } from '@larder/domain';
import { Button, Card, CardGrid, Heading, Text } from '@larder/ui';
import { getHref } from '../../../paths';
import { Actions, Lead, Section } from '../layout';
import { ProductLinePage } from './product-line-page';
import { compareTray, useCompareSelection } from '../../compare/compare-selection';

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [compareTray];

/** The clean-label promise, as the attribute filters of /products (spec §2.13: hfcs, artificialFlavors, artificialPreservatives = No). */
export const ESSENTIALS_ATTRIBUTES = ['hfcs', 'artificialFlavors', 'artificialPreservatives'] as const;

const PROMISES = [
  'No high fructose corn syrup',
  'No artificial flavors',
  'No artificial preservatives',
] as const;

const line: ProductFilters = { productLines: ['essentials'] };

/** Essentials by package: packaging id and the label of its link. */
export const ESSENTIALS_PACKAGES = [
  { id: 'gallon', label: 'Essentials in gallons' },
  { id: 'cup', label: 'Essentials in cups' },
  { id: 'barBottle', label: 'Essentials in bar bottles' },
  { id: 'pouch', label: 'Essentials in pouches' },
] as const;

/** Essentials (spec §2.13): the clean-label line, linked to /products by line, by package and by its attributes. */
export default function EssentialsPage() {
  const compare = useCompareSelection();
  return (
    <ProductLinePage
      lineId="essentials"
      title="Essentials"
      listId="essentials-products"
      productsTitle="Featured Essentials"
      actions={<Button href={getHref('products', line, { compare })}>See all Essentials products</Button>}
    >
      <Section aria-labelledby="essentials-clean-label">
        <Heading level={2} align="center" id="essentials-clean-label">
          Clean label, nothing artificial
        </Heading>
        <Lead>
          Guests read labels. Essentials dressings and sauces keep them simple, with the flavor your menu
          depends on.
        </Lead>
        <CardGrid minItemWidth={200}>
          {PROMISES.map((promise) => (
            <Card key={promise} variant="feature" align="center">
              <Text weight="bold">{promise}</Text>
            </Card>
          ))}
        </CardGrid>
        <Actions>
          <Button href={getHref('products', { attribute: [...ESSENTIALS_ATTRIBUTES] }, { compare })}>
            Shop clean-label products
          </Button>
        </Actions>
      </Section>
      <Section aria-labelledby="essentials-packages">
        <Heading level={2} align="center" id="essentials-packages">
          Essentials in every format
        </Heading>
        <Actions>
          {ESSENTIALS_PACKAGES.map((item) => (
            <Button
              key={item.id}
              variant="secondary"
              href={getHref('products', { ...line, package: [item.id] }, { compare })}
            >
              {item.label}
            </Button>
          ))}
        </Actions>
      </Section>
    </ProductLinePage>
  );
}
