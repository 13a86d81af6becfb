import type { ComponentPropsWithRef, ReactNode } from 'react';
import { SkipLinkRoot } from './SkipLink.styles';

export interface SkipLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** Id of the main content element (without '#'). @default 'main' */
  target?: string;
  /** Link text. @default 'Skip to main content' */
  children?: ReactNode;
}

/** A SkipLink lets keyboard users jump past the header to the main content; it shows only when focused. */
export function SkipLink({ target = 'main', children = 'Skip to main content', ...rest }: SkipLinkProps) {
  return (
    <SkipLinkRoot href={`#${target}`} {...rest}>
      {children}
    </SkipLinkRoot>
  );
}
SkipLink.displayName = 'SkipLink';
