import { useId, type ComponentPropsWithRef } from 'react';
import {
  allergenText,
  claimIcons,
  formatUnit,
  kosherStatus,
  shelfLifeText,
  toFixed3,
  type Product,
} from '@larder/domain';
import { Heading, type HeadingLevel } from '../Heading';
import { ClaimSeal } from '../Icon/ClaimSeal';
import { Claims, Fact, FactList, Root } from './ProductKeyFacts.styles';

export interface ProductKeyFactsProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The product whose key facts are shown. */
  product: Product;
  /** Outline level of the 'Key facts' heading. @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * ProductKeyFacts sums up what a buyer checks first, beside a product's images: pack size, case weight, shelf
 * life, storage, allergens, kosher status and the claim seals. The full details stay in ProductSections.
 */
export function ProductKeyFacts({ product, headingLevel = 2, ref, ...rest }: ProductKeyFactsProps) {
  const headingId = useId();
  const { caseInfo } = product;
  const unit = formatUnit(caseInfo.individualUnitPercent);
  const netWeight = toFixed3(caseInfo.netWeight);
  const claims = claimIcons(product.claims.marketing);
  const facts: { term: string; value: string; wide?: boolean }[] = [
    {
      term: 'Pack size',
      value: `${caseInfo.unitQuantity}/${caseInfo.individualUnitVal} ${unit}`.trim(),
    },
    { term: 'Package', value: caseInfo.packageType },
    ...(netWeight === '' ? [] : [{ term: 'Case net weight', value: `${netWeight} lbs` }]),
    { term: 'Shelf life', value: shelfLifeText(product.storage.shelfLife || product.shelfLife) },
    { term: 'Allergens', value: allergenText(product.claims.allergens) },
    { term: 'Kosher', value: kosherStatus(product.claims.marketing) },
    ...(product.storage.storage ? [{ term: 'Storage', value: product.storage.storage, wide: true }] : []),
  ];
  return (
    <Root ref={ref} aria-labelledby={headingId} {...rest}>
      <Heading id={headingId} level={headingLevel} size="sm">
        Key facts
      </Heading>
      <FactList>
        {facts.map((fact) => (
          <Fact key={fact.term} data-span={fact.wide ? 'full' : undefined}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </Fact>
        ))}
      </FactList>
      {claims.length > 0 ? (
        <Claims aria-label="Claims">
          {claims.map((claim) => (
            <li key={claim.key} data-claim={claim.key}>
              <ClaimSeal claim={claim.key} />
              {claim.label}
            </li>
          ))}
        </Claims>
      ) : null}
    </Root>
  );
}
ProductKeyFacts.displayName = 'ProductKeyFacts';
