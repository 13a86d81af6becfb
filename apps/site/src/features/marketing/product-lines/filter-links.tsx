import type { ReactNode } from 'react';
import { LinkProvider, type LinkComponentProps } from '@larder/ui';
import { RouterLink } from '../../../lib/router-link';
import { productsNavigationState } from './story-data';

/**
 * A router link that also hands /products its filters as navigation state (spec §2.4: other pages may pass
 * package, productLines and attribute that way), next to the same filters in the query string.
 */
function FilterStateLink({ href, ref, ...rest }: LinkComponentProps) {
  return <RouterLink href={href} ref={ref} state={productsNavigationState(href)} {...rest} />;
}
FilterStateLink.displayName = 'FilterStateLink';

/** Every library link below goes through `FilterStateLink`, so pre-filtered /products links carry state too. */
export function ProductFilterLinks({ children }: { children?: ReactNode }) {
  return <LinkProvider component={FilterStateLink}>{children}</LinkProvider>;
}
