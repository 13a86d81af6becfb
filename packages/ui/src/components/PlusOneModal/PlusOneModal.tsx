import { useState, type ReactNode } from 'react';
import {
  MSG_EMAIL_SENT,
  formatUnit,
  splitBracketed,
  type PlusOne,
  type PlusOneIngredient,
  type ProductRef,
  type Uom,
} from '@larder/domain';
import { Link } from '../../theme/Link';
import { useControllableState } from '../../utils/useControllableState';
import { Button } from '../Button';
import { EmailModal } from '../EmailModal';
import { UiIcon } from '../Icon/UiIcon';
import { Modal, type ModalContentProps } from '../Modal';
import type { FormSubmitResult } from '../../forms/toFieldErrors';
import { IngredientList, Notes, ProductLink, Section, SectionTitle, StepList } from './PlusOneModal.styles';

export interface PlusOneModalProps extends Omit<ModalContentProps, 'title'> {
  /** The plus-one to show. */
  plusOne: PlusOne;
  /** Whether the pop-up is shown (controlled). */
  open?: boolean;
  /** Whether the pop-up starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state when the visitor closes the pop-up. */
  onOpenChange?: (open: boolean) => void;
  /** Units of measure, to name an ingredient's unit id. @default UNIT_LABELS of @larder/domain */
  units?: readonly Uom[];
  /** Prints the plus-one's card ('print it'); the button shows only when given and a PDF exists. */
  onPrint?: (plusOne: PlusOne) => void;
  /** Emails the plus-one's card ('email it', swaps to the email dialog); shown only when a PDF exists. */
  onSendEmail?: (email: string, plusOne: PlusOne) => Promise<FormSubmitResult>;
  /** Success text of the email dialog. @default 'Thanks so much, your email is on the way.' */
  emailSuccessText?: string;
}

function unitName(weight: string | null, units: readonly Uom[] | undefined): string {
  if (!weight) return '';
  return units?.find((unit) => unit.id === weight)?.name ?? formatUnit(weight);
}

function productLink(product: ProductRef, children: ReactNode) {
  return (
    <ProductLink>
      <Link href={product.url}>{children}</Link>
    </ProductLink>
  );
}

function Ingredient({
  item,
  products,
  units,
}: {
  item: PlusOneIngredient;
  products: readonly ProductRef[];
  units?: readonly Uom[];
}) {
  const product = item.productId ? products.find((candidate) => candidate.id === item.productId) : undefined;
  const amount = [item.amount, unitName(item.weight, units)].filter(Boolean).join(' ');
  return (
    <li>
      {amount ? `${amount} ` : ''}
      {product ? productLink(product, item.ingredient) : item.ingredient}
      {item.notes ? <Notes>, {item.notes}</Notes> : null}
    </li>
  );
}

function Step({ text, products }: { text: string; products: readonly ProductRef[] }) {
  return (
    <li>
      {splitBracketed(text).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        const product = products.find((candidate) => candidate.code === segment.text);
        const key = `${index}-${segment.text}`;
        return product ? <span key={key}>{productLink(product, product.title)}</span> : segment.text;
      })}
    </li>
  );
}

/**
 * A PlusOneModal shows one plus-one combination: title, ingredients (amount, unit, linked product) and directions
 * whose bracketed product codes are links, with 'print it' and 'email it'; 'email it' swaps the pop-up for the
 * email dialog, and closing that dialog brings the pop-up back.
 */
export function PlusOneModal({
  plusOne,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  units,
  onPrint,
  onSendEmail,
  emailSuccessText = MSG_EMAIL_SENT,
  ...contentProps
}: PlusOneModalProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [view, setView] = useState<'plusOne' | 'email'>('plusOne');
  const products = plusOne.related.products;
  const pdf = plusOne.details.pdfFilePath ?? plusOne.pdfFilePath;
  const title = plusOne.details.title || plusOne.title;

  const footer =
    pdf && (onPrint || onSendEmail) ? (
      <>
        {onPrint ? (
          <Button variant="secondary" onClick={() => onPrint(plusOne)}>
            <UiIcon name="print" size={20} />
            print it
          </Button>
        ) : null}
        {onSendEmail ? (
          <Button onClick={() => setView('email')}>
            <UiIcon name="email" size={20} />
            email it
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <>
      <Modal
        open={open && view === 'plusOne'}
        onOpenChange={(next) => {
          if (!next) setView('plusOne');
          setOpen(next);
        }}
        title={title}
        size="lg"
        footer={footer}
        {...contentProps}
      >
        {plusOne.details.ingredients.length > 0 && (
          <Section aria-label="Ingredients">
            <SectionTitle>Ingredients</SectionTitle>
            <IngredientList>
              {plusOne.details.ingredients.map((item, index) => (
                <Ingredient
                  key={`${index}-${item.ingredient}`}
                  item={item}
                  products={products}
                  units={units}
                />
              ))}
            </IngredientList>
          </Section>
        )}
        {plusOne.steps.length > 0 && (
          <Section aria-label="Directions">
            <SectionTitle>Directions</SectionTitle>
            <StepList>
              {plusOne.steps.map((step, index) => (
                <Step key={`${index}-${step}`} text={step} products={products} />
              ))}
            </StepList>
          </Section>
        )}
      </Modal>
      {onSendEmail ? (
        <EmailModal
          open={open && view === 'email'}
          onOpenChange={(next) => {
            if (!next) setView('plusOne');
          }}
          description={title}
          successText={emailSuccessText}
          onSend={(email) => onSendEmail(email, plusOne)}
        />
      ) : null}
    </>
  );
}
PlusOneModal.displayName = 'PlusOneModal';
