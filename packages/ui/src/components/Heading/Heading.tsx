import type { ComponentPropsWithRef } from 'react';
import { HeadingRoot } from './Heading.styles';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl';

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** Document outline level (h1–h6), independent of the visual size. @default 2 */
  level?: HeadingLevel;
  /** Visual size. @default level 1 → 'xl', 2 → 'lg', 3 → 'md', otherwise 'sm' */
  size?: HeadingSize;
  /** Text alignment. @default 'start' */
  align?: 'start' | 'center';
}

const sizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
};

/** A Heading is a section title whose outline level and visual size are set separately. */
export function Heading({ level = 2, size, align = 'start', ...rest }: HeadingProps) {
  return (
    <HeadingRoot as={`h${level}`} data-size={size ?? sizeForLevel[level]} data-align={align} {...rest} />
  );
}
Heading.displayName = 'Heading';
