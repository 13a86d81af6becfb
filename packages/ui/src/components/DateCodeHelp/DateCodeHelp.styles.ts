import { styled } from 'styled-components';
import { focusRing } from '../../theme';

export const DateCodeHelpRoot = styled.section`
  display: grid;
  gap: var(--ui-space-4);
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
`;

export const Choice = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-1);
  min-width: 112px;
  min-height: 44px;
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 2px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-md);
  font-weight: var(--ui-font-weight-strong);
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: var(--ui-color-accent);
  }

  &[aria-pressed='true'] {
    border-color: var(--ui-color-accent-strong);
    background: var(--ui-color-accent-strong);
    color: var(--ui-color-accent-contrast);
  }
`;

export const Instructions = styled.div`
  display: grid;
  gap: var(--ui-space-3);
  justify-items: start;
  padding: var(--ui-space-5);
  border-left: 6px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);

  & ol {
    margin: 0;
    padding-left: var(--ui-space-5);
    display: grid;
    gap: var(--ui-space-2);
  }
`;

export const Prompt = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
`;
