import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { UiIcon } from '../Icon/UiIcon';
import {
  ModalCloseButton,
  ModalContentRoot,
  ModalDescriptionRoot,
  ModalFooter,
  ModalOverlay,
  ModalTitleRoot,
} from './Modal.styles';

export type ModalRootProps = Dialog.DialogProps;

/** ModalRoot holds a modal's open state (Radix `Dialog.Root`): controlled with `open`, or `defaultOpen`. */
export function ModalRoot(props: ModalRootProps) {
  return <Dialog.Root {...props} />;
}
ModalRoot.displayName = 'ModalRoot';

export type ModalTriggerProps = ComponentPropsWithRef<typeof Dialog.Trigger>;

/** ModalTrigger is the button that opens its modal (Radix `Dialog.Trigger`). */
export function ModalTrigger(props: ModalTriggerProps) {
  return <Dialog.Trigger {...props} />;
}
ModalTrigger.displayName = 'ModalTrigger';

export type ModalCloseProps = ComponentPropsWithRef<typeof Dialog.Close>;

/** ModalClose closes its modal when pressed (Radix `Dialog.Close`); use `asChild` to wrap a Button. */
export function ModalClose(props: ModalCloseProps) {
  return <Dialog.Close {...props} />;
}
ModalClose.displayName = 'ModalClose';

export interface ModalContentProps extends ComponentPropsWithRef<typeof Dialog.Content> {
  /** Accessible name of the close button in the corner. @default 'Close' */
  closeLabel?: string;
  /** Width of the panel. @default 'md' */
  size?: 'md' | 'lg';
  /** Element the modal is portalled into. @default document.body */
  container?: HTMLElement | null;
}

/**
 * ModalContent is the portalled panel of a modal with its overlay and a labelled close button: focus is trapped
 * inside, Escape and the overlay close it, and focus returns to the trigger afterwards (Radix `Dialog.Content`).
 */
export function ModalContent({
  closeLabel = 'Close',
  size = 'md',
  container,
  children,
  ...rest
}: ModalContentProps) {
  return (
    <Dialog.Portal container={container}>
      <ModalOverlay />
      <ModalContentRoot data-size={size} {...rest}>
        {children}
        <ModalCloseButton aria-label={closeLabel}>
          <UiIcon name="close" size={24} />
        </ModalCloseButton>
      </ModalContentRoot>
    </Dialog.Portal>
  );
}
ModalContent.displayName = 'ModalContent';

export interface ModalTitleProps extends ComponentPropsWithRef<typeof Dialog.Title> {
  /** Colour of the title. @default 'default' */
  tone?: 'default' | 'success' | 'danger';
}

/** ModalTitle names its modal (Radix `Dialog.Title`, an h2). */
export function ModalTitle({ tone = 'default', ...rest }: ModalTitleProps) {
  return <ModalTitleRoot data-tone={tone} {...rest} />;
}
ModalTitle.displayName = 'ModalTitle';

export type ModalDescriptionProps = ComponentPropsWithRef<typeof Dialog.Description>;

/** ModalDescription is the text that describes its modal to assistive technology (Radix `Dialog.Description`). */
export function ModalDescription(props: ModalDescriptionProps) {
  return <ModalDescriptionRoot {...props} />;
}
ModalDescription.displayName = 'ModalDescription';

export interface ModalProps extends Omit<ModalContentProps, 'title'> {
  /** Whether the modal is shown (controlled). */
  open?: boolean;
  /** Whether the modal starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Heading of the modal, also its accessible name. */
  title: ReactNode;
  /** Colour of the title. @default 'default' */
  titleTone?: ModalTitleProps['tone'];
  /** Short text under the title, also its accessible description. */
  description?: ReactNode;
  /** Element that opens the modal when pressed (wrapped with `asChild`). */
  trigger?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
}

/**
 * A Modal is a dialog with a title, optional description, body and footer, and a labelled close button; it traps
 * focus, closes on Escape and returns focus to where it was opened from.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  title,
  titleTone,
  description,
  trigger,
  footer,
  children,
  ...contentProps
}: ModalProps) {
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent {...(description ? {} : { 'aria-describedby': undefined })} {...contentProps}>
        <ModalTitle tone={titleTone}>{title}</ModalTitle>
        {description ? <ModalDescription>{description}</ModalDescription> : null}
        {children}
        {footer ? <ModalFooter>{footer}</ModalFooter> : null}
      </ModalContent>
    </ModalRoot>
  );
}
Modal.displayName = 'Modal';
