import { useId, type ComponentPropsWithRef } from 'react';
import type { Trend } from '@larder/domain';
import { Heading, type HeadingLevel } from '../Heading';
import { Image } from '../Image';
import { TrendItem, TrendLink, TrendList, TrendingRoot } from './TrendingList.styles';

export interface TrendingListProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  /** The menu trends to offer (the `trends` dataset), in order. */
  trends: readonly Trend[];
  /** Heading of the list. @default 'Trending now' */
  title?: string;
  /** Outline level of the heading. @default 2 */
  headingLevel?: HeadingLevel;
  /** Size the pictures are resized to (square). @default 160 */
  imageSize?: number;
}

/** A TrendingList offers the current menu trends as pictures with titles, each linking to its trend page. */
export function TrendingList({
  trends,
  title = 'Trending now',
  headingLevel = 2,
  imageSize = 160,
  ...rest
}: TrendingListProps) {
  const headingId = useId();
  return (
    <TrendingRoot aria-labelledby={headingId} {...rest}>
      <Heading id={headingId} level={headingLevel} size="lg">
        {title}
      </Heading>
      <TrendList>
        {trends.map((trend) => (
          <TrendItem key={trend.id}>
            <TrendLink href={trend.link}>
              {/* The title is the link text, so the picture is decorative. */}
              <Image src={trend.image} alt="" width={imageSize} height={imageSize} fit="cover" />
              <span>{trend.title}</span>
            </TrendLink>
          </TrendItem>
        ))}
      </TrendList>
    </TrendingRoot>
  );
}
TrendingList.displayName = 'TrendingList';
