import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const MobileMenuRoot = styled.nav`
  border-top: 1px solid var(--ui-color-border);
  background: var(--ui-color-surface);
  padding: var(--ui-space-2) 0 var(--ui-space-4);

  &[hidden] {
    display: none;
  }
`;

export const MobileList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MobileItem = styled.li`
  border-bottom: 1px solid var(--ui-color-border);

  &[data-variant='sample'] {
    border-bottom: 0;
    padding: var(--ui-space-3) var(--ui-space-4);
  }
`;

export const MobileRow = styled.div`
  display: flex;
  align-items: stretch;
`;

export const MobileLink = styled.a`
  display: flex;
  flex: 1;
  align-items: center;
  min-height: 48px;
  padding: var(--ui-space-2) var(--ui-space-4);
  color: var(--ui-color-text);
  font-weight: var(--ui-font-weight-strong);
  text-decoration: none;
  ${focusRing}

  &:focus-visible {
    outline-offset: -3px;
  }
  &[data-level='2'] {
    padding-left: var(--ui-space-6);
    font-weight: 400;
  }
`;

export const MobileToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  border: 0;
  background: transparent;
  color: var(--ui-color-text);
  cursor: pointer;
  ${focusRing}

  &:focus-visible {
    outline-offset: -3px;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const SubList = styled.ul`
  margin: 0;
  padding: 0 0 var(--ui-space-2);
  list-style: none;
  background: var(--ui-color-surface-alt);

  &[hidden] {
    display: none;
  }
`;

export const SisterList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-4);
  margin: var(--ui-space-4) 0 0;
  padding: 0 var(--ui-space-4);
  list-style: none;
  font-size: var(--ui-font-size-sm);

  a {
    color: var(--ui-color-accent);
  }
`;
