import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import { focusRing, visuallyHiddenStyles } from '../../theme/mixins';

export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--ui-space-3);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);

  ${media.small} {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const FilterGroup = styled.div`
  position: relative;
`;

export const FilterTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: 44px;
  padding: var(--ui-space-2) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-weight: var(--ui-font-weight-strong);
  cursor: pointer;
  &::after {
    content: '';
    width: 0.5em;
    height: 0.5em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  &[data-active='true'],
  &[aria-expanded='true'] {
    border-color: var(--ui-color-accent);
  }
  ${focusRing}

  ${media.small} {
    display: flex;
    justify-content: space-between;
  }
`;

export const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.5em;
  height: 1.5em;
  padding: 0 var(--ui-space-1);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-accent);
  color: var(--ui-color-accent-contrast);
  font-size: var(--ui-font-size-xs);
`;

export const FilterPanel = styled.fieldset`
  position: absolute;
  z-index: 20;
  top: calc(100% + var(--ui-space-1));
  left: 0;
  display: grid;
  gap: var(--ui-space-1);
  min-width: 240px;
  max-height: 360px;
  margin: 0;
  padding: var(--ui-space-3);
  overflow-y: auto;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-md);

  &[hidden] {
    display: none;
  }
  legend {
    ${visuallyHiddenStyles}
  }
  ${media.small} {
    position: static;
    min-width: 0;
    max-height: none;
    margin-top: var(--ui-space-1);
    box-shadow: none;
  }
`;

export const FilterOption = styled.label`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: 32px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    accent-color: var(--ui-color-accent);
  }
  input:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

export const ResetButton = styled.button`
  min-height: 44px;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 0;
  background: none;
  color: var(--ui-color-text);
  font: inherit;
  font-weight: var(--ui-font-weight-strong);
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

export const Hidden = styled.span`
  ${visuallyHiddenStyles}
`;
