import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const PopularRoot = styled.nav`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
`;

export const PopularTitle = styled.h2`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
`;

export const PopularList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PopularLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: var(--ui-space-1) var(--ui-space-4);
  border: 1px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-pill);
  color: var(--ui-color-accent);
  text-decoration: none;
  text-transform: capitalize;
  ${focusRing}

  &:hover {
    background: var(--ui-color-accent);
    color: var(--ui-color-accent-contrast);
  }
`;
