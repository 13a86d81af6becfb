import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { Button, type ButtonSize } from '../components/Button';

export interface SubmitButtonProps {
  /** Label while the form is idle. @default 'Submit' */
  children?: ReactNode;
  /** Label of the disabled button shown while sending ('Sending, please wait...' or 'Submiting, please wait...'). */
  sendingLabel: string;
  /** Button size. @default 'lg' */
  size?: ButtonSize;
}

/** A SubmitButton submits the surrounding final-form form and turns into a disabled 'please wait' button while it sends. */
export function SubmitButton({ children = 'Submit', sendingLabel, size = 'lg' }: SubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  if (submitting) {
    return (
      <Button type="submit" size={size} disabled aria-live="polite">
        {sendingLabel}
      </Button>
    );
  }
  return (
    <Button type="submit" size={size}>
      {children}
    </Button>
  );
}
SubmitButton.displayName = 'SubmitButton';
