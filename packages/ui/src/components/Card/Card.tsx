import { Children, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { HeadingLevel } from '../Heading';
import { CardBody, CardFooter, CardGridList, CardLink, CardMedia, CardRoot, CardTitle } from './Card.styles';

/** 'plain' is a bordered card; 'feature' is a tinted card topped with an accent bar (promises, tools). */
export type CardVariant = 'plain' | 'feature';

interface CardOwnProps {
  /** Look of the card. @default 'plain' */
  variant?: CardVariant;
  /** Element the card renders as; use 'article' for self-contained content such as a carousel slide. @default 'div' */
  as?: 'div' | 'article' | 'li';
  /** Outline level of the title, or 'none' to show it in title type without adding a heading. @default 3 */
  headingLevel?: HeadingLevel | 'none';
  /** Type size of the title: 'md' for section cards, 'sm' for dense grids. @default 'md' */
  titleSize?: 'sm' | 'md';
  /** Alignment of everything in the card. @default 'start' */
  align?: 'start' | 'center';
  /** Picture or other media above the title. In a link card it is covered by the link, so make it decorative. */
  media?: ReactNode;
  /** Links or buttons at the foot of the card, pushed to its bottom edge. */
  footer?: ReactNode;
  /** The card's body; a string is rendered as a paragraph. */
  children?: ReactNode;
}

type CardLinkProps =
  | {
      /** Makes the title a link whose target area is the whole card (a link card). Needs a `title`. */
      href?: undefined;
      /** The card's title. */
      title?: ReactNode;
    }
  | {
      /** Makes the title a link whose target area is the whole card (a link card). Needs a `title`. */
      href: string;
      /** The card's title; in a link card it is the link's accessible name. */
      title: ReactNode;
    };

export type CardProps = Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> &
  CardOwnProps &
  CardLinkProps;

/**
 * A Card groups a title, body text and optional media and footer in a bordered or accent-topped box. With `href`
 * it becomes a link card: the title is the one link and the whole card is its click target.
 */
export function Card({
  variant = 'plain',
  as = 'div',
  headingLevel = 3,
  titleSize = 'md',
  align = 'start',
  media,
  title,
  href,
  footer,
  children,
  ...rest
}: CardProps) {
  const isLink = href !== undefined;
  const plainText = typeof children === 'string' || typeof children === 'number';
  return (
    <CardRoot
      as={as}
      data-variant={variant}
      data-align={align}
      data-link={isLink ? 'true' : undefined}
      {...rest}
    >
      {media ? <CardMedia>{media}</CardMedia> : null}
      {title !== undefined && title !== null ? (
        <CardTitle as={headingLevel === 'none' ? 'p' : `h${headingLevel}`} data-size={titleSize}>
          {isLink ? (
            <CardLink href={href} data-card-link="">
              {title}
            </CardLink>
          ) : (
            title
          )}
        </CardTitle>
      ) : null}
      {children !== undefined && children !== null && children !== false ? (
        <CardBody as={plainText ? 'p' : 'div'}>{children}</CardBody>
      ) : null}
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </CardRoot>
  );
}
Card.displayName = 'Card';

export interface CardGridProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The cards; each child becomes one list item, so a screen reader announces how many there are. */
  children: ReactNode;
  /** Narrowest a column may get, in px, before the grid drops to fewer columns. @default 240 */
  minItemWidth?: number;
}

/** A CardGrid lays cards out in as many equal columns as fit, as a list with one item per card. */
export function CardGrid({ children, minItemWidth = 240, ...rest }: CardGridProps) {
  return (
    <CardGridList $minItemWidth={minItemWidth} {...rest}>
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === 'boolean' ? null : <li>{child}</li>,
      )}
    </CardGridList>
  );
}
CardGrid.displayName = 'CardGrid';
