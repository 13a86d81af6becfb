import { styled } from 'styled-components';

export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px var(--ui-space-2);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-badge);
  color: var(--ui-color-accent-contrast);
  font-size: var(--ui-font-size-xs);
  font-weight: var(--ui-font-weight-strong);
  letter-spacing: 0.05em;
  line-height: 1.5;
  text-transform: uppercase;
  white-space: nowrap;

  &[data-tone='accent'] {
    background: var(--ui-color-accent);
  }
  &[data-tone='neutral'] {
    background: var(--ui-color-surface-alt);
    color: var(--ui-color-text);
    box-shadow: inset 0 0 0 1px var(--ui-color-border);
  }
  &[data-tone='success'] {
    background: var(--ui-color-success);
  }
`;
