import { css, styled } from 'styled-components';
import { focusRing, visuallyHiddenStyles } from '../../theme/mixins';

/** The filter buttons and the reset action (desktop) or the one list of every filter (phone). */
export const Bar = styled.div``;

/** The list's 'Filter results' button and the list (on a phone it opens under the button). */
export const Filters = styled.div``;

/** One filter: its desktop button and its panel of checkboxes. */
export const Menu = styled.div`
  position: relative;
`;

/** A filter's checkboxes: a floating panel on desktop, a plain part of the list on a phone. */
export const Panel = styled.div``;

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0 0 var(--ui-space-1);
    font-weight: var(--ui-font-weight-strong);
  }
  /* Each option: styled from here rather than as a component of its own, so ~90 labels carry no class. */
  > label {
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
  }
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

/** 'Sort results by' and its select, styled like the filter buttons; the chevron is drawn over the select. */
export const SortField = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);

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

const panelChrome = css`
  padding: var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-md);
  z-index: 10;
`;

/** Desktop: a bar of filter buttons, each opening a floating panel; the order to sort by ends the bar. */
const desktopLayout = css`
  [data-only='mobile'] {
    display: none;
  }
  ${Bar} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ui-space-2);
  }
  ${Bar} > ${SortField} {
    margin-left: auto;
  }
  ${Panel} {
    ${panelChrome}
    position: absolute;
    top: calc(100% + var(--ui-space-1));
    left: 0;
    min-width: 16rem;
    max-height: 22rem;
    overflow-y: auto;
  }
  ${Menu}:not([data-open]) > ${Panel} {
    display: none;
  }
  /* Not visuallyHiddenStyles: its !important could not be undone by the phone layout below. */
  ${Group} > legend {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/**
 * Phone: the order to sort by, then 'Filter results', which opens one list of every filter under their legends.
 * It follows the desktop rules (the responsive variant has both below 1000 px) and undoes what differs.
 */
const mobileLayout = css`
  display: grid;
  gap: var(--ui-space-3);
  justify-items: start;

  [data-only='desktop'] {
    display: none;
  }
  ${Trigger}[data-only='mobile'], ${SortField}[data-only='mobile'] {
    display: inline-flex;
  }
  ${Filters} {
    position: relative;
  }
  ${Bar} {
    ${panelChrome}
    display: block;
    margin-top: var(--ui-space-2);
  }
  ${Bar}:not([data-open]) {
    display: none;
  }
  ${Menu} + ${Menu} {
    margin-top: var(--ui-space-3);
  }
  ${Panel} {
    position: static;
    min-width: 0;
    max-height: none;
    overflow: visible;
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
    box-shadow: none;
  }
  ${Menu}:not([data-open]) > ${Panel} {
    display: block;
  }
  ${Group} > legend {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    padding: 0 0 var(--ui-space-1);
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

/**
 * 'responsive' draws the one set of controls as the desktop bar, and below 1000 px (spec §2.2) as the phone's list,
 * so server HTML is right at any width without rendering the filters twice.
 */
export const Root = styled.div`
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-sm);

  &[data-variant='desktop'],
  &[data-variant='responsive'] {
    ${desktopLayout}
  }
  &[data-variant='mobile'] {
    ${desktopLayout}
    ${mobileLayout}
  }
  @media (max-width: 999.98px) {
    &[data-variant='responsive'] {
      ${mobileLayout}
    }
  }
`;
