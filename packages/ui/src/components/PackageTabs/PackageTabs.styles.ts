import { styled } from 'styled-components';
import { Link } from '../../theme/Link';

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1);
  border-bottom: 2px solid var(--ui-color-border);
  font-family: var(--ui-font-body);
`;

export const TabLink = styled(Link)`
  display: inline-block;
  margin-bottom: -2px;
  padding: var(--ui-space-2) var(--ui-space-4);
  border: 2px solid transparent;
  border-radius: var(--ui-radius-sm) var(--ui-radius-sm) 0 0;
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: var(--ui-color-surface-alt);
  }
  &[aria-selected='true'] {
    border-color: var(--ui-color-border);
    border-bottom-color: var(--ui-color-surface);
    background: var(--ui-color-surface);
    color: var(--ui-color-accent-strong);
  }
  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: -3px;
  }
`;
