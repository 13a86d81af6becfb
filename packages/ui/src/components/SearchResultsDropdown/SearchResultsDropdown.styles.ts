import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const DropdownRoot = styled.div`
  width: 100%;
  max-width: 40rem;
  max-height: min(70vh, 32rem);
  overflow-y: auto;
  padding: var(--ui-space-3) 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-md);
  color: var(--ui-color-text);
`;

export const DropdownStatus = styled.p`
  margin: 0;
  padding: var(--ui-space-2) var(--ui-space-4);
  color: var(--ui-color-text-muted);
`;

export const GroupLabel = styled.p`
  margin: var(--ui-space-2) 0 var(--ui-space-1);
  padding: 0 var(--ui-space-4);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--ui-color-text-muted);
`;

export const GroupList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ResultLink = styled.a`
  display: flex;
  justify-content: space-between;
  gap: var(--ui-space-3);
  padding: var(--ui-space-2) var(--ui-space-4);
  color: var(--ui-color-text);
  text-decoration: none;
  ${focusRing}

  &:focus-visible {
    outline-offset: -3px;
  }
  &:hover {
    background: var(--ui-color-surface-alt);
    text-decoration: underline;
  }
`;

export const ResultMeta = styled.span`
  flex: none;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
`;

export const SeeAll = styled.div`
  padding-top: var(--ui-space-2);
  border-top: 1px solid var(--ui-color-border);
  margin-top: var(--ui-space-2);
`;
