import type { ComponentPropsWithRef } from 'react';
import { MSG_LOADING } from '@larder/domain';
import { Spinner } from '../Spinner/Spinner';
import { LoadingRoot } from './Loading.styles';

export interface LoadingProps extends ComponentPropsWithRef<'div'> {
  /** Visible, announced text. @default 'Loading...' */
  label?: string;
  /** Sit inside a line of text rather than fill a block. @default false */
  inline?: boolean;
}

/** Loading tells the visitor that content is on its way, with a spinner and the text 'Loading...'. */
export function Loading({ label = MSG_LOADING, inline = false, ...rest }: LoadingProps) {
  return (
    <LoadingRoot role="status" data-inline={inline ? 'true' : undefined} {...rest}>
      <Spinner size={inline ? 'sm' : 'md'} />
      <span>{label}</span>
    </LoadingRoot>
  );
}
Loading.displayName = 'Loading';
