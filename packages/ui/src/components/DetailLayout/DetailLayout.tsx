import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import { Loading } from '../Loading/Loading';
import { Text } from '../Text/Text';
import { Link } from '../../theme/Link';
import { DetailActionsRow, DetailMeta, DetailRoot, DetailSummary, DetailTop } from './DetailLayout.styles';

/** How much of the width the media takes beside the summary on wide screens. */
export type DetailMediaSize = 'narrow' | 'wide';

export interface DetailLayoutProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Element of the root; 'article' for self-contained content such as a recipe. @default 'div' */
  as?: 'div' | 'article';
  /** The picture side: a product's images, a dish's photo. */
  media?: ReactNode;
  /** 'narrow' gives the media 5 of 12 columns (pack shots), 'wide' 7 of 12 (a dish). Stacked on mobile. @default 'narrow' */
  mediaSize?: DetailMediaSize;
  /** The page's title, its one h1, at the top of the summary. */
  heading?: ReactNode;
  /** A muted line under the title, such as the product code or the dishes. */
  meta?: ReactNode;
  /** The rest of the summary, in order: package tabs, a `DetailActions` row, an info block. */
  summary?: ReactNode;
  /** Everything below the media and summary: sections, related items. */
  children?: ReactNode;
  /** The link back to the list at the end of the page, e.g. `{ href: '/products', label: 'Back to all products' }`. */
  backLink?: { href: string; label: ReactNode };
  /** The item is still loading: shows only 'Loading...'. @default false */
  loading?: boolean;
  /** The item could not be loaded: shows only this message, announced. Wins over `loading`. */
  error?: ReactNode;
}

/**
 * A DetailLayout lays out the page of one item (a product, a recipe): its media beside a summary with the title,
 * a meta line and actions, then the details below and a link back to the list. While the item loads or after it
 * failed, it shows that state alone.
 */
export function DetailLayout({
  as,
  media,
  mediaSize = 'narrow',
  heading,
  meta,
  summary,
  children,
  backLink,
  loading = false,
  error,
  ...rest
}: DetailLayoutProps) {
  if (error || loading) {
    return (
      <DetailRoot as={as} {...rest}>
        {error ? <Text role="alert">{error}</Text> : <Loading />}
      </DetailRoot>
    );
  }
  return (
    <DetailRoot as={as} {...rest}>
      <DetailTop data-media={mediaSize === 'wide' ? 'wide' : undefined}>
        {media}
        <DetailSummary>
          {heading ? <Heading level={1}>{heading}</Heading> : null}
          {meta ? <DetailMeta>{meta}</DetailMeta> : null}
          {summary}
        </DetailSummary>
      </DetailTop>
      {children}
      {backLink ? (
        <Text size="sm">
          <Link href={backLink.href}>{backLink.label}</Link>
        </Text>
      ) : null}
    </DetailRoot>
  );
}
DetailLayout.displayName = 'DetailLayout';

export type DetailActionsProps = ComponentPropsWithRef<'div'>;

/** DetailActions is the row of buttons in a DetailLayout's summary (download, print, email); print leaves it out. */
export function DetailActions(props: DetailActionsProps) {
  return <DetailActionsRow {...props} />;
}
DetailActions.displayName = 'DetailActions';
