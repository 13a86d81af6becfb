import { styled } from 'styled-components';
import { focusRing, visuallyHiddenStyles } from '../../theme/mixins';

export const SearchLabel = styled.label`
  ${visuallyHiddenStyles}
`;

export const SearchBoxRoot = styled.form`
  display: flex;
  align-items: stretch;
  width: 100%;
  max-width: 40rem;
  border: 2px solid var(--ui-color-text-muted);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-surface);
  overflow: hidden;

  &:focus-within {
    border-color: var(--ui-color-focus);
    box-shadow: 0 0 0 2px var(--ui-color-focus);
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: var(--ui-space-2) var(--ui-space-4);
  border: 0;
  background: transparent;
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-md);

  &::placeholder {
    color: var(--ui-color-text-muted);
    opacity: 1;
  }
  /* The form draws the focus ring around the whole box. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

export const SearchSubmit = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 48px;
  border: 0;
  background: var(--ui-color-accent);
  color: var(--ui-color-accent-contrast);
  cursor: pointer;
  ${focusRing}

  &:focus-visible {
    outline-offset: -4px;
    outline-color: var(--ui-color-accent-contrast);
  }
  &:hover {
    background: var(--ui-color-accent-strong);
  }
`;
