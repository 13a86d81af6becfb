export {
  Modal,
  ModalRoot,
  ModalTrigger,
  ModalContent,
  ModalTitle,
  ModalDescription,
  ModalClose,
} from './Modal';
export type {
  ModalProps,
  ModalRootProps,
  ModalTriggerProps,
  ModalContentProps,
  ModalTitleProps,
  ModalDescriptionProps,
  ModalCloseProps,
} from './Modal';
