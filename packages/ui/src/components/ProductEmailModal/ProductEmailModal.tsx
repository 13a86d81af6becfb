import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import {
  MSG_EMAIL_SENT_FAQ,
  PRODUCT_EMAIL_FILES,
  PRODUCT_EMAIL_SELECTION_PATH,
  productEmailSchema,
  type ProductEmailFile,
  type ProductEmailValues,
} from '@larder/domain';
import { CheckboxField, visibleError } from '../../forms/adapters';
import { FieldGroup } from '../../forms/Field';
import type { FormSubmitResult } from '../../forms/toFieldErrors';
import type { ModalContentProps } from '../Modal';
import { EmailDialog } from '../EmailModal/EmailModal';
import { AttachmentList } from './ProductEmailModal.styles';

/** Default labels of the attachments a product email can carry. */
export const PRODUCT_EMAIL_FILE_LABELS: Record<ProductEmailFile, string> = {
  pdf: 'Spec sheet (PDF)',
  each: 'Each image',
  case: 'Case image',
  innerCase: 'Inner case image',
  souflet: 'Souflet image',
};

export interface ProductEmailModalProps extends Omit<ModalContentProps, 'title'> {
  /** Whether the modal is shown (controlled). */
  open?: boolean;
  /** Whether the modal starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new open state, also when it closes itself 4 seconds after success. */
  onOpenChange?: (open: boolean) => void;
  /** Heading of the modal. @default 'Email product information' */
  title?: ReactNode;
  /** Text under the heading, e.g. the product's name and code. */
  description?: ReactNode;
  /** Attachments the product has (others are not offered). @default all five */
  files?: readonly ProductEmailFile[];
  /** Labels of the attachment checkboxes. @default PRODUCT_EMAIL_FILE_LABELS */
  fileLabels?: Partial<Record<ProductEmailFile, string>>;
  /** Success text. @default 'Email sent successfully!' (product view) */
  successText?: string;
  /** Label of the send button. @default 'Send' */
  submitLabel?: string;
  /** Sends the email with the ticked attachments; resolve with field errors or reject for the failure text. */
  onSend: (values: ProductEmailValues) => Promise<FormSubmitResult>;
}

function Attachments({
  files,
  labels,
}: {
  files: readonly ProductEmailFile[];
  labels: Record<ProductEmailFile, string>;
}) {
  const { meta } = useField(PRODUCT_EMAIL_SELECTION_PATH, {
    subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  // The group error has no input of its own, so it shows once the form was submitted (which touches it).
  const error = visibleError(meta);
  return (
    <FieldGroup legend="Attachments" required error={error}>
      <AttachmentList>
        {files.map((file) => (
          <CheckboxField key={file} name={file} label={labels[file]} />
        ))}
      </AttachmentList>
    </FieldGroup>
  );
}

/**
 * A ProductEmailModal emails a product's spec sheet and images: an address and at least one ticked attachment
 * ('Please select an items from the list above'), with the EmailModal's sending, success and failure states.
 */
export function ProductEmailModal({
  title = 'Email product information',
  files = PRODUCT_EMAIL_FILES,
  fileLabels,
  successText = MSG_EMAIL_SENT_FAQ,
  submitLabel = 'Send',
  onSend,
  ...rest
}: ProductEmailModalProps) {
  const labels = { ...PRODUCT_EMAIL_FILE_LABELS, ...fileLabels };
  return (
    <EmailDialog<ProductEmailValues>
      title={title}
      successText={successText}
      submitLabel={submitLabel}
      schema={productEmailSchema}
      send={onSend}
      extraFields={<Attachments files={files} labels={labels} />}
      {...rest}
    />
  );
}
ProductEmailModal.displayName = 'ProductEmailModal';
