import { Fragment, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { allergenText, claimIcons, formatUnit, shelfLifeText, toFixed3, type Product } from '@larder/domain';
import { Badge } from '../Badge';
import { Heading, type HeadingLevel } from '../Heading';
import { ClaimSeal } from '../Icon/ClaimSeal';
import { NutritionFacts } from '../NutritionFacts';
import { ClaimList, Facts, Main, Notice, Root, Section, Side } from './ProductSections.styles';
import { PRODUCT_SECTION_IDS } from './sectionIds';

export interface ProductSectionsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The product whose details are shown. */
  product: Product;
  /** Outline level of the section headings. @default 2 */
  headingLevel?: HeadingLevel;
  /** Whether to include the nutrition section with its Nutrition Facts panel. @default true */
  showNutrition?: boolean;
}

interface SectionBlockProps {
  id: string;
  title: string;
  level: HeadingLevel;
  /** Runs text or a wide panel: takes the whole width where the sections sit two to a row. */
  full?: boolean;
  children: ReactNode;
}

function SectionBlock({ id, title, level, full = false, children }: SectionBlockProps) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId} data-span={full ? 'full' : undefined}>
      <Heading id={headingId} level={level} size="sm">
        {title}
      </Heading>
      {children}
    </Section>
  );
}

function withUnit(value: number | null | undefined, unit: string): string {
  const text = toFixed3(value);
  return text === '' ? '' : `${text} ${unit}`;
}

/**
 * ProductSections shows a product's details as anchored sections: marketing message, ingredients, claims,
 * allergens, storage and shelf life, case information and nutrition, with the new-product notice when it applies.
 * On wide screens the Nutrition Facts panel stands beside the other sections.
 */
export function ProductSections({
  product,
  headingLevel = 2,
  showNutrition = true,
  ref,
  ...rest
}: ProductSectionsProps) {
  const claims = claimIcons(product.claims.marketing);
  const { caseInfo } = product;
  const unit = formatUnit(caseInfo.individualUnitPercent);
  const caseFacts: [string, string][] = [
    ['Package type', caseInfo.packageType],
    ['Pack size', `${caseInfo.unitQuantity}/${caseInfo.individualUnitVal} ${unit}`.trim()],
    ['Product UPC', product.upc],
    ['Case GTIN', caseInfo.caseGtin],
    ...(caseInfo.innerUpc ? ([['Inner pack UPC', caseInfo.innerUpc]] as [string, string][]) : []),
    [
      'Case dimensions (L x W x H)',
      `${toFixed3(caseInfo.caseLength)} x ${toFixed3(caseInfo.caseWidth)} x ${toFixed3(caseInfo.caseHeight)} in`,
    ],
    ['Gross weight', withUnit(caseInfo.grossWeight, 'lbs')],
    ['Net weight', withUnit(caseInfo.netWeight, 'lbs')],
    ['Case cube', withUnit(caseInfo.volume, 'cu ft')],
    ['Ti x Hi', caseInfo.tixHl],
    ['Primary packaging', caseInfo.primaryPackaging],
    ['Secondary packaging', caseInfo.secondaryPackaging],
  ];
  const shelfLife = product.storage.shelfLife || product.shelfLife;

  return (
    <Root ref={ref} data-side={showNutrition ? 'nutrition' : undefined} {...rest}>
      <Main>
        {product.isNew ? (
          <Notice role="note" aria-label="New product code" data-span="full">
            <Badge />
            {product.notice ? <p>{product.notice}</p> : null}
          </Notice>
        ) : null}
        <SectionBlock id={PRODUCT_SECTION_IDS.general} title="Description" level={headingLevel} full>
          <p>{product.marketingMessage}</p>
        </SectionBlock>
        <SectionBlock id={PRODUCT_SECTION_IDS.ingredients} title="Ingredients" level={headingLevel} full>
          <p>{product.ingredients}</p>
        </SectionBlock>
        <SectionBlock id={PRODUCT_SECTION_IDS.claims} title="Claims" level={headingLevel}>
          {claims.length > 0 ? (
            <ClaimList>
              {claims.map((claim) => (
                <li key={claim.key} data-claim={claim.key}>
                  <ClaimSeal claim={claim.key} />
                  {claim.label}
                </li>
              ))}
            </ClaimList>
          ) : (
            <p>None</p>
          )}
        </SectionBlock>
        <SectionBlock id={PRODUCT_SECTION_IDS.allergens} title="Allergens" level={headingLevel}>
          <p>{allergenText(product.claims.allergens)}</p>
        </SectionBlock>
        <SectionBlock id={PRODUCT_SECTION_IDS.storage} title="Storage and Shelf Life" level={headingLevel}>
          <Facts>
            <dt>Storage</dt>
            <dd>{product.storage.storage}</dd>
            <dt>Shelf life</dt>
            <dd>{shelfLifeText(shelfLife)}</dd>
          </Facts>
        </SectionBlock>
        <SectionBlock id={PRODUCT_SECTION_IDS.caseInformation} title="Case Information" level={headingLevel}>
          <Facts>
            {caseFacts.map(([term, value]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </Facts>
        </SectionBlock>
      </Main>
      {showNutrition ? (
        <Side>
          <SectionBlock
            id={PRODUCT_SECTION_IDS.nutritional}
            title="Nutritional Information"
            level={headingLevel}
          >
            <NutritionFacts nutrition={product.nutrition} caseInfo={product.caseInfo} />
          </SectionBlock>
        </Side>
      ) : null}
    </Root>
  );
}

ProductSections.displayName = 'ProductSections';
