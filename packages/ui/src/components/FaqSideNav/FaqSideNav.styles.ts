import { styled } from 'styled-components';
import { focusRing, media } from '../../theme';

export const SideNavRoot = styled.nav`
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);
`;

export const SideNavTitle = styled.p`
  margin: 0 0 var(--ui-space-2);
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-heading);
`;

export const SideNavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--ui-space-2);
  }
`;

export const SideNavLink = styled.a`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: var(--ui-space-2) var(--ui-space-3);
  border-left: 4px solid transparent;
  border-radius: var(--ui-radius-sm);
  color: var(--ui-color-text);
  text-decoration: none;
  ${focusRing}

  &:hover {
    background: var(--ui-color-surface-alt);
    text-decoration: underline;
  }

  &[aria-current='page'] {
    border-left-color: var(--ui-color-accent);
    background: var(--ui-color-surface-alt);
    font-weight: var(--ui-font-weight-strong);
  }

  ${media.mobile} {
    border: 1px solid var(--ui-color-border);
    border-left-width: 4px;
  }
`;
