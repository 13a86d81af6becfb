import { css } from 'styled-components';

/** The one focus ring: visible on keyboard focus only, 3:1 against both surfaces in every theme. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
