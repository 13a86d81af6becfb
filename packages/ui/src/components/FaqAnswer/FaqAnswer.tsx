import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { allergenText, glutenStatus, kosherStatus, shelfLifeText, type FaqProduct } from '@larder/domain';
import { Heading, type HeadingLevel } from '../Heading';
import { ClaimSeal } from '../Icon/ClaimSeal';
import {
  AnswerEmpty,
  AnswerList,
  AnswerTerm,
  AnswerValue,
  DairyLetter,
  FaqAnswerRoot,
  KosherCircle,
  KosherMark,
  SealIcon,
} from './FaqAnswer.styles';

/** Which question the answer is about: one per FAQ answer tool (spec §2.9). */
export type FaqAnswerKind = 'allergen' | 'gluten' | 'kosher' | 'shelfLife';

/** What an answer needs of a product. */
export type FaqAnswerProduct = Pick<FaqProduct, 'name' | 'productCode' | 'claims' | 'shelfLife'>;

export interface FaqAnswerProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The question answered. */
  kind: FaqAnswerKind;
  /** The product asked about; null shows the prompt (`emptyText`). */
  product: FaqAnswerProduct | null;
  /** Outline level of the product name. @default 2 */
  headingLevel?: HeadingLevel;
  /** Shown while no product is chosen. @default 'Choose a product or enter its UPC to see the answer.' */
  emptyText?: ReactNode;
}

const TERMS: Record<FaqAnswerKind, string> = {
  allergen: 'Allergens',
  gluten: 'Gluten status',
  kosher: 'Kosher status',
  shelfLife: 'Shelf life',
};

function answerValue(kind: FaqAnswerKind, product: FaqAnswerProduct): ReactNode {
  switch (kind) {
    case 'allergen':
      return allergenText(product.claims.allergens);
    case 'gluten': {
      const status = glutenStatus(product.claims.marketing);
      return (
        <>
          {status}
          {status === 'Gluten-Free' ? (
            <SealIcon>
              <ClaimSeal claim="gluten" size={44} title="Gluten-free badge" />
            </SealIcon>
          ) : null}
        </>
      );
    }
    case 'kosher': {
      const status = kosherStatus(product.claims.marketing);
      if (status === 'Not Kosher') return status;
      return (
        <>
          {status}
          <KosherMark
            role="img"
            aria-label={status === 'Kosher Dairy' ? 'Kosher mark with D' : 'Kosher mark'}
          >
            <KosherCircle aria-hidden="true">K</KosherCircle>
            {status === 'Kosher Dairy' ? <DairyLetter aria-hidden="true">D</DairyLetter> : null}
          </KosherMark>
        </>
      );
    }
    case 'shelfLife':
      return shelfLifeText(product.shelfLife);
  }
}

/**
 * A FaqAnswer shows one FAQ tool's answer for the chosen product (spec §2.9): its allergens ('Eggs, Milk' or
 * 'None'), gluten status ('Gluten-Free' with a badge), kosher status ('Kosher Dairy' with a D mark) or shelf life
 * ('1 day', '270 days'). A polite live region, so a new answer is read out when the choice changes.
 */
export function FaqAnswer({
  kind,
  product,
  headingLevel = 2,
  emptyText = 'Choose a product or enter its UPC to see the answer.',
  ...rest
}: FaqAnswerProps) {
  const headingId = `faq-answer-${useId()}`;
  return (
    <FaqAnswerRoot
      aria-live="polite"
      aria-labelledby={product ? headingId : undefined}
      data-kind={kind}
      data-empty={product ? undefined : 'true'}
      {...rest}
    >
      {product ? (
        <>
          <Heading level={headingLevel} size="md" id={headingId}>
            {product.name} ({product.productCode})
          </Heading>
          <AnswerList>
            <AnswerTerm>{TERMS[kind]}</AnswerTerm>
            <AnswerValue>{answerValue(kind, product)}</AnswerValue>
          </AnswerList>
        </>
      ) : (
        <AnswerEmpty>{emptyText}</AnswerEmpty>
      )}
    </FaqAnswerRoot>
  );
}
FaqAnswer.displayName = 'FaqAnswer';
