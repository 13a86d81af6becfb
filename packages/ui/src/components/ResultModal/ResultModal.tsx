import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal, ModalClose, type ModalContentProps } from '../Modal';
import { ResultIcon } from './ResultModal.styles';

export type ResultModalVariant = 'success' | 'error';

export interface ResultModalProps extends Omit<ModalContentProps, 'title'> {
  /** Whether the modal is shown (controlled). */
  open?: boolean;
  /** Whether the modal starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state; closing a result usually resets its form. */
  onOpenChange?: (open: boolean) => void;
  /** Success (green tick) or error (red mark). @default 'success' */
  variant?: ResultModalVariant;
  /** Heading, e.g. 'Thank you for considering the company!'. */
  title: ReactNode;
  /** Text under the heading, e.g. 'A representative will contact you soon about your request.'. */
  text?: ReactNode;
  /** Label of the button that dismisses the modal. @default 'OK' */
  confirmLabel?: string;
}

/** A ResultModal tells the visitor how sending a form went: a success or an error title with its text. */
export function ResultModal({
  variant = 'success',
  title,
  text,
  confirmLabel = 'OK',
  children,
  ...rest
}: ResultModalProps) {
  return (
    <Modal
      title={
        <>
          <ResultIcon data-variant={variant} aria-hidden="true">
            {variant === 'success' ? '✓' : '!'}
          </ResultIcon>{' '}
          {title}
        </>
      }
      titleTone={variant === 'success' ? 'default' : 'danger'}
      description={text}
      data-variant={variant}
      footer={
        <ModalClose asChild>
          <Button>{confirmLabel}</Button>
        </ModalClose>
      }
      {...rest}
    >
      {children}
    </Modal>
  );
}
ResultModal.displayName = 'ResultModal';
