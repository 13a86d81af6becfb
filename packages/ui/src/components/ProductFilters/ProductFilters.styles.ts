import { styled } from 'styled-components';
import { focusRing, visuallyHiddenStyles } from '../../theme/mixins';

export const Root = styled.div`
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-sm);

  /* 'responsive' renders both layouts and lets CSS pick one, so server HTML is right at any width (mobile below
     1000 px, spec §2.2). */
  &[data-variant='responsive'] > [data-layout='mobile'] {
    display: none;
  }
  @media (max-width: 999.98px) {
    &[data-variant='responsive'] > [data-layout='desktop'] {
      display: none;
    }
    &[data-variant='responsive'] > [data-layout='mobile'] {
      display: block;
    }
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
`;

export const Menu = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: var(--ui-space-7);
  padding: var(--ui-space-2) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-weight: var(--ui-font-weight-strong);
  cursor: pointer;

  &[aria-expanded='true'],
  &[data-active='true'] {
    border-color: var(--ui-color-accent-strong);
  }
  &:hover {
    background: var(--ui-color-surface-alt);
  }
  ${focusRing}

  svg {
    width: var(--ui-space-3);
    height: var(--ui-space-3);
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: var(--ui-space-5);
  padding: 0 var(--ui-space-1);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-accent-strong);
  color: var(--ui-color-accent-contrast);
  font-size: var(--ui-font-size-xs);
`;

export const Hidden = styled.span`
  ${visuallyHiddenStyles}
`;

export const Panel = styled.div`
  z-index: 10;
  padding: var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-md);

  &[data-layout='desktop'] {
    position: absolute;
    top: calc(100% + var(--ui-space-1));
    left: 0;
    min-width: 16rem;
    max-height: 22rem;
    overflow-y: auto;
  }
  &[data-layout='mobile'] {
    margin-top: var(--ui-space-2);
  }
  &[hidden] {
    display: none;
  }
`;

export const Group = styled.fieldset`
  margin: 0 0 var(--ui-space-3);
  padding: 0;
  border: 0;

  legend {
    padding: 0 0 var(--ui-space-1);
    font-weight: var(--ui-font-weight-strong);
  }
  &[data-legend='hidden'] legend {
    ${visuallyHiddenStyles}
  }
  &:last-of-type {
    margin-bottom: 0;
  }
`;

export const Option = styled.label`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: var(--ui-space-6);
  padding: var(--ui-space-1) var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  cursor: pointer;

  &:hover {
    background: var(--ui-color-surface-alt);
  }
  input {
    width: var(--ui-space-4);
    height: var(--ui-space-4);
    margin: 0;
    accent-color: var(--ui-color-accent-strong);
  }
  input:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

export const Reset = styled.button`
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 0;
  background: none;
  color: var(--ui-color-accent-strong);
  font: inherit;
  font-weight: var(--ui-font-weight-strong);
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    color: var(--ui-color-text-muted);
    text-decoration: none;
    cursor: default;
  }
  ${focusRing}
`;

/** The phone layout: the order to sort by, then the one list of every filter. */
export const MobileStack = styled.div`
  display: grid;
  gap: var(--ui-space-3);
  justify-items: start;
`;

/** 'Sort results by' and its select, styled like the filter buttons; the chevron is drawn over the select. */
export const SortField = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);

  [data-layout='desktop'] > & {
    margin-left: auto;
  }
  label {
    font-weight: var(--ui-font-weight-strong);
    white-space: nowrap;
  }
  select {
    min-height: var(--ui-space-7);
    padding: var(--ui-space-2) var(--ui-space-7) var(--ui-space-2) var(--ui-space-4);
    border: 1px solid var(--ui-color-border);
    border-radius: var(--ui-radius-pill);
    background: var(--ui-color-surface);
    color: var(--ui-color-text);
    font: inherit;
    appearance: none;
    cursor: pointer;
  }
  select:hover {
    background: var(--ui-color-surface-alt);
  }
  select:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
  svg {
    position: absolute;
    right: var(--ui-space-4);
    width: var(--ui-space-3);
    height: var(--ui-space-3);
    pointer-events: none;
  }
`;
