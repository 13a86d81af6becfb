import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const ButtonRoot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-2);
  min-height: 44px;
  padding: var(--ui-space-2) var(--ui-space-5);
  border: 2px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-accent);
  color: var(--ui-color-accent-contrast);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-md);
  font-weight: var(--ui-font-weight-strong);
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    color 120ms ease,
    border-color 120ms ease;
  ${focusRing}

  &:hover:not(:disabled) {
    background: var(--ui-color-accent-strong);
    border-color: var(--ui-color-accent-strong);
  }

  &[data-size='sm'] {
    min-height: 36px;
    padding: var(--ui-space-1) var(--ui-space-4);
    font-size: var(--ui-font-size-sm);
  }
  &[data-size='lg'] {
    min-height: 52px;
    padding: var(--ui-space-3) var(--ui-space-6);
    font-size: var(--ui-font-size-lg);
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='secondary'] {
    background: transparent;
    color: var(--ui-color-accent);
    &:hover:not(:disabled) {
      background: var(--ui-color-surface-alt);
      color: var(--ui-color-accent-strong);
    }
  }

  &[data-variant='link'] {
    min-height: auto;
    padding: 0;
    border-color: transparent;
    background: transparent;
    color: var(--ui-color-accent);
    font-weight: var(--ui-font-weight-strong);
    text-decoration: underline;
    text-underline-offset: 3px;
    &:hover:not(:disabled) {
      background: transparent;
      border-color: transparent;
      color: var(--ui-color-accent-strong);
    }
  }

  /* The request-a-sample call to action: a pill that stands out from ordinary buttons and menu links. */
  &[data-variant='sample'] {
    border-color: var(--ui-color-accent-strong);
    border-radius: var(--ui-radius-pill);
    background: var(--ui-color-accent-strong);
    font-size: var(--ui-font-size-sm);
    letter-spacing: 0.06em;
    text-transform: uppercase;
    box-shadow: var(--ui-shadow-sm);
    &:hover:not(:disabled) {
      background: var(--ui-color-accent);
      border-color: var(--ui-color-accent);
    }
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
