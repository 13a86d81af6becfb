import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { COMPARE_MAX, COMPARE_MIN } from '@larder/domain';
import { Link } from '../../theme/Link';
import { useBottomOverlay } from '../../utils/bottomOverlay';
import { Button } from '../Button';
import { Root } from './CompareTray.styles';

export interface CompareTrayProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** How many products the compare selection holds (0 to 4); nothing is shown for none. */
  count: number;
  /** The comparison of the selection (`/compare?products=a,b`). */
  compareHref: string;
  /** The current page without the selection. */
  clearHref: string;
  /** The product list keeping the selection, to choose more products (from a product page). */
  browseHref?: string;
}

/**
 * A CompareTray shows how many products are chosen for comparison and leads to the comparison once there are
 * two; it stays at the bottom of the window while the page scrolls. Plain links: it works without JavaScript.
 */
export function CompareTray({
  count,
  compareHref,
  clearHref,
  browseHref,
  ref,
  style,
  ...rest
}: CompareTrayProps) {
  // Above a bar fixed at the bottom of the window (the cookie notice) while one shows; set through the CSSOM after
  // hydration, which the Content-Security-Policy allows (a style attribute in the server HTML it would not).
  const overlay = useBottomOverlay();
  if (count <= 0) return null;
  const more = COMPARE_MIN - count;
  return (
    <Root
      ref={ref}
      aria-label="Compare products"
      {...rest}
      style={overlay > 0 ? ({ ...style, '--ui-bottom-overlay': `${overlay}px` } as CSSProperties) : style}
    >
      <p role="status">
        {more > 0
          ? `1 product chosen. Add ${more} more to compare.`
          : `${count} of ${COMPARE_MAX} products chosen.`}
      </p>
      {more > 0 ? null : (
        <Button href={compareHref} size="sm">
          {`Compare (${count})`}
        </Button>
      )}
      {browseHref && count < COMPARE_MAX ? <Link href={browseHref}>Choose more products</Link> : null}
      <Link href={clearHref} data-keep-scroll="">
        Clear
      </Link>
    </Root>
  );
}

CompareTray.displayName = 'CompareTray';
