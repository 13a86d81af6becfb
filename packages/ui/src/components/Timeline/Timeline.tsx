import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { HeadingLevel } from '../Heading';
import {
  TimelineBody,
  TimelineDate,
  TimelineDescription,
  TimelineItem,
  TimelineList,
  TimelineTitle,
} from './Timeline.styles';

export interface TimelineEvent {
  /** The date as shown, e.g. '1952' or 'March 2015'. */
  date: string;
  /** Machine-readable form of the date for `<time datetime>` (e.g. '2015-03'). @default the shown `date` */
  dateTime?: string;
  /** Short name of the event, shown as a heading above its description. */
  title?: ReactNode;
  /** What happened. */
  description: ReactNode;
}

export interface TimelineProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The events, oldest first: the list is ordered, so a screen reader announces their number and order. */
  items: readonly TimelineEvent[];
  /** Outline level of the event titles. @default 3 */
  headingLevel?: HeadingLevel;
}

/**
 * A Timeline lists dated events in order along a line: the date beside each event on wide screens, above it on
 * narrow ones.
 */
export function Timeline({ items, headingLevel = 3, ...rest }: TimelineProps) {
  return (
    <TimelineList {...rest}>
      {items.map((item, index) => (
        <TimelineItem key={`${item.dateTime ?? item.date}-${index}`}>
          <TimelineDate>
            <time dateTime={item.dateTime ?? item.date}>{item.date}</time>
          </TimelineDate>
          <TimelineBody>
            {item.title ? <TimelineTitle as={`h${headingLevel}`}>{item.title}</TimelineTitle> : null}
            <TimelineDescription>{item.description}</TimelineDescription>
          </TimelineBody>
        </TimelineItem>
      ))}
    </TimelineList>
  );
}
Timeline.displayName = 'Timeline';
