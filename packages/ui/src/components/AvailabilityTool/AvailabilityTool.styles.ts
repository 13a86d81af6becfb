import { styled } from 'styled-components';
import { media } from '../../theme';

export const AvailabilityRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-5);
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);
`;

export const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);

  & > h2:focus,
  & > h3:focus {
    outline: none;
  }
`;

export const ScreenHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  align-items: center;
  justify-content: space-between;
`;

export const Answer = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: var(--ui-space-4);
  align-items: center;
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);

  &[data-state='unavailable'] {
    grid-template-columns: minmax(0, 1fr);
  }

  & p {
    margin: 0;
  }

  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: start;
  }
`;

export const AnswerText = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
`;

export const AvailableLabel = styled.p`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  color: var(--ui-color-success);
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-xl);
  font-weight: var(--ui-font-weight-heading);
`;

export const AvailableMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: var(--ui-color-success);
  color: var(--ui-color-surface);
  font-size: var(--ui-font-size-md);
  line-height: 1;
`;

export const ProductName = styled.p`
  font-weight: var(--ui-font-weight-strong);
`;

export const PhoneLink = styled.a`
  color: var(--ui-color-accent-strong);
  font-weight: var(--ui-font-weight-strong);
  white-space: nowrap;

  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

export const InlineAction = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: var(--ui-color-accent-strong);
  font: inherit;
  font-weight: var(--ui-font-weight-strong);
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;
