import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { LinkComponentProps } from '@larder/ui';

export interface RouterLinkProps extends LinkComponentProps {
  /** Navigation state handed to the next page (React Router's `location.state`). */
  state?: unknown;
  /** A plain document navigation instead of a client-side one. */
  reloadDocument?: boolean;
}

/**
 * React Router's `<Link>` for the site's internal links (the library's `Link` sends absolute, `mailto:`, `tel:` and
 * `#` targets to a plain anchor before they get here): the same `href` and the same click handling (modified clicks,
 * other targets and prevented events are left to the browser; the same URL again replaces the history entry), built
 * from the router's own hooks. `<Link>` itself also carries framework mode's prefetching and route discovery, which
 * this app does not use and which stayed in every page's first load (docs/benchmarks.md, js-size).
 */
export function RouterLink({
  href,
  ref,
  state,
  reloadDocument = false,
  onClick,
  target,
  children,
  ...rest
}: RouterLinkProps) {
  const resolved = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  };
  return (
    <a {...rest} href={resolved} ref={ref} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
