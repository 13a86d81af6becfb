import { styled } from 'styled-components';

export const FaqAnswerRoot = styled.section`
  display: grid;
  gap: var(--ui-space-3);
  padding: var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-left: 6px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);

  &[data-empty='true'] {
    border-left-color: var(--ui-color-border);
  }
`;

export const AnswerEmpty = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
`;

export const AnswerList = styled.dl`
  margin: 0;
  display: grid;
  gap: var(--ui-space-1);
`;

export const AnswerTerm = styled.dt`
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  color: var(--ui-color-text-muted);
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const AnswerValue = styled.dd`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-2xl);
  font-weight: var(--ui-font-weight-heading);
  line-height: 1.2;
`;

export const SealIcon = styled.span`
  display: inline-flex;
  color: var(--ui-color-success);
`;

/** The kosher seal: a circled K, with a D beside it for dairy. */
export const KosherMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-md);
  font-weight: var(--ui-font-weight-strong);
  color: var(--ui-color-accent-strong);
`;

export const KosherCircle = styled.span`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 3px solid currentColor;
  border-radius: 50%;
`;

export const DairyLetter = styled.span`
  font-size: var(--ui-font-size-lg);
`;
