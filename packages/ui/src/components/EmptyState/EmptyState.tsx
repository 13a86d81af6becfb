import type { ComponentPropsWithRef, ReactNode } from 'react';
import { MSG_NO_RESULTS } from '@larder/domain';
import { EmptyStateBody, EmptyStateRoot, EmptyStateTitle } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Main message. @default 'Sorry, no results were found' */
  title?: ReactNode;
  /** Optional further explanation below the title. */
  children?: ReactNode;
  /** Optional action, e.g. a Button that resets the filters. */
  action?: ReactNode;
}

/** An EmptyState tells the visitor a list has no results and, optionally, offers a way out. */
export function EmptyState({ title = MSG_NO_RESULTS, children, action, ...rest }: EmptyStateProps) {
  return (
    <EmptyStateRoot role="status" {...rest}>
      <EmptyStateTitle>{title}</EmptyStateTitle>
      {children ? <EmptyStateBody>{children}</EmptyStateBody> : null}
      {action}
    </EmptyStateRoot>
  );
}
EmptyState.displayName = 'EmptyState';
