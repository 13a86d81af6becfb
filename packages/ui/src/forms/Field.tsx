import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  FieldErrorRoot,
  FieldGroupRoot,
  FieldHint,
  FieldLabelRoot,
  FieldLegend,
  FieldRoot,
  RequiredMark,
} from './Field.styles';

/** Props a Field hands to its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldLabelProps extends ComponentPropsWithRef<'label'> {
  /** Marks the field as required with an asterisk hidden from screen readers (the control says it). */
  required?: boolean;
}

/** A FieldLabel names one form control. */
export function FieldLabel({ required = false, children, ...rest }: FieldLabelProps) {
  return (
    <FieldLabelRoot {...rest}>
      {children}
      {required && <RequiredMark aria-hidden="true"> *</RequiredMark>}
    </FieldLabelRoot>
  );
}
FieldLabel.displayName = 'FieldLabel';

export type FieldErrorProps = ComponentPropsWithRef<'p'>;

/** A FieldError announces a field's validation message; it renders nothing when there is no message. */
export function FieldError({ children, ...rest }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <FieldErrorRoot role="alert" {...rest}>
      {children}
    </FieldErrorRoot>
  );
}
FieldError.displayName = 'FieldError';

export interface FieldProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Visible label of the control. */
  label: ReactNode;
  /** Validation message shown under the control; its presence makes the field invalid. */
  error?: ReactNode;
  /** Mark the control invalid without a message (e.g. the event registration form). @default Boolean(error) */
  invalid?: boolean;
  /** Help text under the control, such as a character counter. */
  hint?: ReactNode;
  /** Marks the hint as over its limit (red). @default false */
  hintOver?: boolean;
  /** Whether the control is required. @default false */
  required?: boolean;
  /** Id of the control; generated when left out. */
  controlId?: string;
  /** Renders the control with the id and ARIA attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A Field lays out one labelled control with its hint and error message; it knows nothing about form state. */
export function Field({
  label,
  error,
  invalid,
  hint,
  hintOver = false,
  required = false,
  controlId,
  children,
  ...rest
}: FieldProps) {
  const generated = useId();
  const id = controlId ?? `field-${generated}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const isInvalid = invalid ?? hasError;
  const describedBy =
    [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot data-invalid={isInvalid ? 'true' : undefined} {...rest}>
      <FieldLabel id={`${id}-label`} htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children({
        id,
        'aria-invalid': isInvalid ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <FieldHint id={hintId} data-over={hintOver ? 'true' : undefined}>
          {hint}
        </FieldHint>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldRoot>
  );
}
Field.displayName = 'Field';

export interface FieldGroupProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'children'> {
  /** Legend naming the group of controls. */
  legend: ReactNode;
  /** Validation message of the whole group. */
  error?: ReactNode;
  /** Whether a choice is required. @default false */
  required?: boolean;
  /** The controls of the group. */
  children: ReactNode;
}

/** A FieldGroup is a fieldset of related controls (checkboxes) with one legend and one error message. */
export function FieldGroup({ legend, error, required = false, children, ...rest }: FieldGroupProps) {
  const errorId = `group-${useId()}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <FieldGroupRoot
      aria-describedby={hasError ? errorId : undefined}
      data-invalid={hasError ? 'true' : undefined}
      {...rest}
    >
      <FieldLegend>
        {legend}
        {required && <RequiredMark aria-hidden="true"> *</RequiredMark>}
      </FieldLegend>
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </FieldGroupRoot>
  );
}
FieldGroup.displayName = 'FieldGroup';
