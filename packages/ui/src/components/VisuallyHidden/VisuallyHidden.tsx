import type { ComponentPropsWithRef } from 'react';
import { VisuallyHiddenRoot } from './VisuallyHidden.styles';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** VisuallyHidden keeps text available to screen readers while hiding it from sight. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <VisuallyHiddenRoot {...props} />;
}
VisuallyHidden.displayName = 'VisuallyHidden';
