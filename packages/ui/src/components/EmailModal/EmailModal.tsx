import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { AnyObjectSchema } from 'yup';
import { MSG_EMAIL_SENT, MSG_GENERIC_FAILURE, MSG_SENDING, emailSchema } from '@larder/domain';
import { useControllableState } from '../../utils/useControllableState';
import { Modal, type ModalContentProps } from '../Modal';
import { TextField } from '../../forms/adapters';
import { SubmitButton } from '../../forms/SubmitButton';
import { validateWith } from '../../forms/validateWith';
import { hasSubmitErrors, type FormSubmitResult } from '../../forms/toFieldErrors';
import { EmailActions, EmailFormRoot, EmailMessage } from './EmailModal.styles';

/** Time the success message stays before the modal closes itself (spec §9). */
export const EMAIL_SUCCESS_CLOSE_MS = 4000;

type EmailStatus = 'entry' | 'success' | 'failure';

export interface EmailDialogProps<V extends { email: string }> extends Omit<
  ModalContentProps,
  'title' | 'onSubmit'
> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  successText: string;
  schema: AnyObjectSchema;
  send: (values: V) => Promise<FormSubmitResult>;
  submitLabel: string;
  /** Extra fields after the email field (the product email's attachment checkboxes). */
  extraFields?: ReactNode;
}

/** The email dialog shared by EmailModal and ProductEmailModal (spec §4 "Email modal"). */
export function EmailDialog<V extends { email: string }>({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  successText,
  schema,
  send,
  submitLabel,
  extraFields,
  ...contentProps
}: EmailDialogProps<V>) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [status, setStatus] = useState<EmailStatus>('entry');
  const [formKey, setFormKey] = useState(0);
  const validate = useMemo(() => validateWith(schema), [schema]);

  const close = (next: boolean) => {
    if (!next) {
      setStatus('entry');
      setFormKey((key) => key + 1);
    }
    setOpen(next);
  };

  useEffect(() => {
    if (status !== 'success') return undefined;
    const timer = setTimeout(() => {
      setStatus('entry');
      setFormKey((key) => key + 1);
      setOpen(false);
    }, EMAIL_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, setOpen]);

  const onSubmit = async (values: V) => {
    setStatus('entry');
    try {
      const result = await send(values);
      // Field errors from the server are shown on the fields; only an error without them is a failure.
      if (hasSubmitErrors(result)) return result;
      setStatus('success');
      return undefined;
    } catch {
      setStatus('failure');
      return undefined;
    }
  };

  return (
    <Modal open={open} onOpenChange={close} title={title} description={description} {...contentProps}>
      {status === 'success' ? (
        <EmailMessage role="status">{successText}</EmailMessage>
      ) : (
        <Form<V>
          key={formKey}
          onSubmit={onSubmit}
          validate={validate as (values: V) => Record<string, unknown> | undefined}
          render={({ handleSubmit }) => (
            <EmailFormRoot noValidate onSubmit={handleSubmit}>
              {status === 'failure' && (
                <EmailMessage role="alert" data-tone="danger">
                  {MSG_GENERIC_FAILURE}
                </EmailMessage>
              )}
              <TextField name="email" label="Email address" type="email" autoComplete="email" required />
              {extraFields}
              <EmailActions>
                <SubmitButton sendingLabel={MSG_SENDING} size="md">
                  {submitLabel}
                </SubmitButton>
              </EmailActions>
            </EmailFormRoot>
          )}
        />
      )}
    </Modal>
  );
}

export interface EmailModalProps extends Omit<ModalContentProps, 'title'> {
  /** Whether the modal is shown (controlled). */
  open?: boolean;
  /** Whether the modal starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state, also when it closes itself 4 seconds after success. */
  onOpenChange?: (open: boolean) => void;
  /** Heading of the modal. @default 'Email it' */
  title?: ReactNode;
  /** Text under the heading, e.g. the name of what is sent. */
  description?: ReactNode;
  /** Success text: 'Email sent successfully!' on FAQ and product views. @default 'Thanks so much, your email is on the way.' */
  successText?: string;
  /** Label of the send button. @default 'Send' */
  submitLabel?: string;
  /** Sends the email; resolve with field errors (`toFieldErrors`) to show them, reject for 'Oops! Something went wrong.'. */
  onSend: (email: string) => Promise<FormSubmitResult>;
}

/**
 * An EmailModal asks for an email address and sends something to it: entry, 'Sending, please wait...', then the
 * success text (closing itself after 4 seconds and clearing the address) or 'Oops! Something went wrong.'.
 */
export function EmailModal({
  title = 'Email it',
  successText = MSG_EMAIL_SENT,
  submitLabel = 'Send',
  onSend,
  ...rest
}: EmailModalProps) {
  return (
    <EmailDialog<{ email: string }>
      title={title}
      successText={successText}
      submitLabel={submitLabel}
      schema={emailSchema}
      send={(values) => onSend(values.email)}
      {...rest}
    />
  );
}
EmailModal.displayName = 'EmailModal';
