import { styled } from 'styled-components';

export const Root = styled.button`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: var(--ui-space-2);
  width: 100%;
  padding: 0 0 var(--ui-space-3);
  border: 0;
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-family: var(--ui-font-body);
  text-align: center;
  overflow: hidden;
  box-shadow: var(--ui-shadow-sm);
  cursor: pointer;
  transition: box-shadow 150ms ease;

  &:hover {
    box-shadow: var(--ui-shadow-md);
  }
  /* The tile chosen last keeps an outline in the accent colour (the focus ring, when shown, replaces it). */
  &[data-selected='true'] {
    outline: 3px solid var(--ui-color-accent);
    outline-offset: 2px;
  }
  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

export const Title = styled.span`
  padding: 0 var(--ui-space-3);
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-heading);
  line-height: 1.2;
`;
