import type { ComponentPropsWithRef } from 'react';
import { COMPARE_MAX } from '@larder/domain';
import { Link } from '../../theme/Link';
import { Root } from './CompareToggle.styles';

export interface CompareToggleProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  /** The product's name, read after the link text ('Add to compare: Ranch'). */
  name: string;
  /** Whether the product is already in the compare selection. */
  selected: boolean;
  /** Whether the selection is full (four products): a fifth cannot be added. */
  full: boolean;
  /** The current page with the product added to the selection (`?compare=a,b`). */
  addHref: string;
  /** The current page with the product taken out of the selection. */
  removeHref: string;
}

/**
 * A CompareToggle adds a product to the compare selection kept in the URL, or takes it out: a plain link, so it
 * works without JavaScript. A full selection says so instead of adding a fifth product.
 */
export function CompareToggle({
  name,
  selected,
  full,
  addHref,
  removeHref,
  ref,
  ...rest
}: CompareToggleProps) {
  // The links only change the visitor's selection (`?compare=`): `nofollow` keeps crawlers out of the endless
  // combinations of selections (/compare itself is noindex).
  return (
    <Root ref={ref} data-selected={selected || undefined} {...rest}>
      {selected ? (
        <>
          <span>In compare</span>
          <Link
            href={removeHref}
            rel="nofollow"
            data-keep-scroll=""
            aria-label={`Remove from compare: ${name}`}
          >
            Remove from compare
          </Link>
        </>
      ) : full ? (
        <span>{`Compare holds ${COMPARE_MAX} products: remove one to add this one.`}</span>
      ) : (
        <Link href={addHref} rel="nofollow" data-keep-scroll="" aria-label={`Add to compare: ${name}`}>
          Add to compare
        </Link>
      )}
    </Root>
  );
}

CompareToggle.displayName = 'CompareToggle';
