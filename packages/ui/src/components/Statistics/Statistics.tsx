import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  StatisticsList,
  StatisticItem,
  StatisticValue,
  StatisticLabel,
  StatisticSource,
} from './Statistics.styles';

export interface Statistic {
  /** The figure as marketing copy shows it, e.g. '68%' or '+12%'. */
  value: string;
  /** What the figure measures, read after the value. */
  label: ReactNode;
  /** Where the figure comes from, shown small under the label. */
  source?: string;
}

export interface StatisticsProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  /** The figures, in reading order. */
  items: readonly Statistic[];
  /** 'growth' marks each value as a growth percentage (an up arrow before it, read as 'up'). @default 'plain' */
  variant?: 'plain' | 'growth';
}

/**
 * Statistics are big marketing figures with their labels (menu-insight, landing and package pages). A list, so a
 * screen reader announces how many there are; each value is read with its label.
 */
export function Statistics({ items, variant = 'plain', ...rest }: StatisticsProps) {
  return (
    <StatisticsList data-variant={variant} {...rest}>
      {items.map((item) => (
        <StatisticItem key={item.value + String(item.label)}>
          <StatisticValue>
            {variant === 'growth' ? <span aria-hidden="true">▲ </span> : null}
            {item.value}
          </StatisticValue>
          <StatisticLabel>{item.label}</StatisticLabel>
          {item.source ? <StatisticSource>{item.source}</StatisticSource> : null}
        </StatisticItem>
      ))}
    </StatisticsList>
  );
}
Statistics.displayName = 'Statistics';
