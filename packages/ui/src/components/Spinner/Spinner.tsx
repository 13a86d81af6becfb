import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { SpinnerRoot } from './Spinner.styles';

export interface SpinnerProps extends ComponentPropsWithRef<'span'> {
  /** Diameter. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Text announced to screen readers; omit when visible text beside it already says what is loading. */
  label?: string;
}

/** A Spinner shows that something is in progress; it is announced only when given a label. */
export function Spinner({ size = 'md', label, ...rest }: SpinnerProps) {
  return (
    <SpinnerRoot data-size={size} role={label ? 'status' : undefined} {...rest}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </SpinnerRoot>
  );
}
Spinner.displayName = 'Spinner';
