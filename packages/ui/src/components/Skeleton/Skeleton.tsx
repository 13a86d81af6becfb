import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  SkeletonBlock,
  SkeletonLine,
  SkeletonLines,
  SkeletonMedia,
  SkeletonRoot,
  SkeletonShapes,
} from './Skeleton.styles';

export type SkeletonVariant = 'text' | 'block' | 'card';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Shape of the content it stands in for: lines of text, a block, or a tile (square picture over text). @default 'text' */
  variant?: SkeletonVariant;
  /** Lines of text ('text' and 'card'). @default 3 for 'text', 2 for 'card' */
  lines?: number;
  /** Height of a 'block', as a CSS length. @default '8rem' */
  height?: string;
  /** Largest width in pixels of a 'card's square picture. @default 300 */
  mediaSize?: number;
  /**
   * Makes the skeleton a status region that announces this text (e.g. 'Loading...') once, for a skeleton shown
   * on its own. Without it the skeleton is decorative and hidden from assistive technology: pair a group of them
   * with one `Loading` (or another announcement) instead of announcing each.
   */
  label?: string;
}

/**
 * A Skeleton holds the place of content that is loading, in its approximate shape, so nothing moves when the
 * content arrives. It pulses gently, and stays still for visitors who prefer reduced motion.
 */
export function Skeleton({
  variant = 'text',
  lines,
  height = '8rem',
  mediaSize = 300,
  label,
  ...rest
}: SkeletonProps) {
  const lineCount = Math.max(0, Math.floor(lines ?? (variant === 'card' ? 2 : 3)));
  const textLines = (
    <SkeletonLines>
      {Array.from({ length: lineCount }, (_line, index) => (
        <SkeletonLine key={index} />
      ))}
    </SkeletonLines>
  );
  const shapes =
    variant === 'block' ? (
      <SkeletonBlock $height={height} />
    ) : variant === 'card' ? (
      <>
        <SkeletonMedia $size={mediaSize} />
        {textLines}
      </>
    ) : (
      textLines
    );

  if (label) {
    return (
      <SkeletonRoot role="status" data-variant={variant} {...rest}>
        <VisuallyHidden>{label}</VisuallyHidden>
        <SkeletonShapes aria-hidden="true">{shapes}</SkeletonShapes>
      </SkeletonRoot>
    );
  }
  return (
    <SkeletonRoot aria-hidden="true" data-variant={variant} {...rest}>
      {shapes}
    </SkeletonRoot>
  );
}
Skeleton.displayName = 'Skeleton';
