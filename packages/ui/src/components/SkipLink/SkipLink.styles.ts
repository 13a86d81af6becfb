import { styled } from 'styled-components';
import { visuallyHiddenStyles } from '../../theme/mixins';

export const SkipLinkRoot = styled.a`
  ${visuallyHiddenStyles}

  &:focus {
    position: fixed !important;
    top: var(--ui-space-2);
    left: var(--ui-space-2);
    z-index: 1000;
    width: auto;
    height: auto;
    margin: 0;
    padding: var(--ui-space-3) var(--ui-space-4);
    clip: auto;
    overflow: visible;
    border-radius: var(--ui-radius-md);
    background: var(--ui-color-accent);
    color: var(--ui-color-accent-contrast);
    font-weight: var(--ui-font-weight-strong);
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;
