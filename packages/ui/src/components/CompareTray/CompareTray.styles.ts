import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Root = styled.nav`
  position: sticky;
  /* Above a bar fixed at the bottom of the window (the cookie notice, while it shows: CompareTray sets the height). */
  bottom: calc(var(--ui-space-3) + var(--ui-bottom-overlay, 0px));
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-4);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-md);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);

  p {
    margin: 0;
    font-weight: 700;
  }
  > a:not([data-variant]) {
    color: var(--ui-color-accent-strong);
    font-weight: 700;
  }
  a:focus-visible {
    ${focusRing}
  }
  @media print {
    display: none;
  }
`;
