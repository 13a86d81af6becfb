import { styled } from 'styled-components';
import { media } from '../../theme';

export const StatisticsList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--ui-space-5);
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  text-align: center;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const StatisticItem = styled.li`
  display: grid;
  gap: var(--ui-space-2);
  align-content: start;
  padding: var(--ui-space-4);
  border-top: 4px solid var(--ui-color-accent);
  background: var(--ui-color-surface-alt);
  border-radius: var(--ui-radius-md);
`;

export const StatisticValue = styled.span`
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-3xl);
  font-weight: var(--ui-font-weight-heading);
  line-height: 1.1;
  color: var(--ui-color-accent-strong);
`;

export const StatisticLabel = styled.span`
  font-size: var(--ui-font-size-md);
  color: var(--ui-color-text);
`;

export const StatisticSource = styled.small`
  font-size: var(--ui-font-size-xs);
  color: var(--ui-color-text-muted);
`;
