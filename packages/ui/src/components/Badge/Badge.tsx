import type { ComponentPropsWithRef, ReactNode } from 'react';
import { BadgeRoot } from './Badge.styles';

export type BadgeTone = 'new' | 'accent' | 'neutral' | 'success';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour role: 'new' is the badge colour used for new product codes. @default 'new' */
  tone?: BadgeTone;
  /** Label; defaults to 'New'. */
  children?: ReactNode;
}

/** A Badge is a short label that flags a product or item, such as 'New'. */
export function Badge({ tone = 'new', children = 'New', ...rest }: BadgeProps) {
  return (
    <BadgeRoot data-tone={tone} {...rest}>
      {children}
    </BadgeRoot>
  );
}
Badge.displayName = 'Badge';
