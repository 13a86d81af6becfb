import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

/** Width of the date column on wide screens, and where the line runs. */
const DATE_COLUMN = '7rem';
const DOT = '14px';

export const TimelineList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

export const TimelineItem = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: ${DATE_COLUMN} minmax(0, 1fr);
  column-gap: var(--ui-space-6);
  padding-bottom: var(--ui-space-5);

  /* The line joining the events runs between the date column and the text. */
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: calc(${DATE_COLUMN} + var(--ui-space-6) / 2 - 1px);
    width: 2px;
    background: var(--ui-color-border);
  }
  &:last-child {
    padding-bottom: 0;
  }
  &:last-child::before {
    bottom: auto;
    height: 0.75em;
  }
  &:first-child::before {
    top: 0.75em;
  }
  &:only-child::before {
    display: none;
  }

  /* The dot marking the event on the line. */
  &::after {
    content: '';
    position: absolute;
    top: calc(0.75em - ${DOT} / 2);
    left: calc(${DATE_COLUMN} + var(--ui-space-6) / 2 - ${DOT} / 2);
    width: ${DOT};
    height: ${DOT};
    border: 3px solid var(--ui-color-accent);
    border-radius: 50%;
    background: var(--ui-color-surface);
  }

  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: var(--ui-space-1);
    padding-left: var(--ui-space-6);

    &::before {
      left: calc(${DOT} / 2 - 1px);
    }
    &::after {
      left: 0;
    }
  }
`;

export const TimelineDate = styled.p`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-heading);
  line-height: 1.2;
  color: var(--ui-color-accent-strong);
  text-align: end;

  ${media.small} {
    text-align: start;
  }
`;

export const TimelineBody = styled.div`
  display: grid;
  gap: var(--ui-space-1);
`;

export const TimelineTitle = styled.h3`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
  line-height: 1.25;
  color: var(--ui-color-text);
`;

export const TimelineDescription = styled.div`
  margin: 0;
  font-size: var(--ui-font-size-md);
  line-height: 1.5;
  color: var(--ui-color-text);
`;
