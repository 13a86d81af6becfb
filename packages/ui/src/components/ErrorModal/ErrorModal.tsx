import { MSG_GENERIC_FAILURE } from '@larder/domain';
import { Button } from '../Button';
import { Modal, ModalClose, type ModalContentProps } from '../Modal';
import { ErrorList } from './ErrorModal.styles';

export interface ErrorModalProps extends Omit<ModalContentProps, 'title'> {
  /** Errors to list (strings or `{ msg }` objects); the modal is open while the list is not empty. */
  errors: readonly (string | { msg: string })[];
  /** Called when the visitor closes the modal: clear the shared errors list here. */
  onClear: () => void;
}

/** An ErrorModal lists every message of the shared errors list under 'Oops! Something went wrong.'. */
export function ErrorModal({ errors, onClear, ...rest }: ErrorModalProps) {
  const messages = errors.map((error) => (typeof error === 'string' ? error : error.msg));
  return (
    <Modal
      open={messages.length > 0}
      onOpenChange={(open) => {
        if (!open) onClear();
      }}
      title={MSG_GENERIC_FAILURE}
      titleTone="danger"
      footer={
        <ModalClose asChild>
          <Button>OK</Button>
        </ModalClose>
      }
      {...rest}
    >
      <ErrorList>
        {messages.map((message, index) => (
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ErrorList>
    </Modal>
  );
}
ErrorModal.displayName = 'ErrorModal';
