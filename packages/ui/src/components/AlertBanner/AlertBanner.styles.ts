import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/mixins';

export const AlertRoot = styled.section`
  background: var(--ui-color-accent-strong);
  color: var(--ui-color-accent-contrast);
`;

/*
 * One line at every width (at most 48 px tall), so a phone's first screen stays the page's: the button keeps its
 * label, and on a narrow screen the message ends in an ellipsis (all of it is still read out, and the button leads
 * to the whole notice).
 */
export const AlertInner = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
  max-width: 1280px;
  min-height: 44px;
  margin: 0 auto;
  padding: var(--ui-space-1) var(--ui-space-3) var(--ui-space-1) var(--ui-space-5);

  p {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    font-size: var(--ui-font-size-sm);
    line-height: 1.3;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${media.mobile} {
    gap: var(--ui-space-2);
    padding: var(--ui-space-1) var(--ui-space-1) var(--ui-space-1) var(--ui-space-4);
  }
`;

export const AlertAction = styled.a`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: 32px;
  padding: 0 var(--ui-space-3);
  border: 1.5px solid var(--ui-color-accent-contrast);
  border-radius: var(--ui-radius-pill);
  color: var(--ui-color-accent-contrast);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  text-decoration: none;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid var(--ui-color-accent-contrast);
    outline-offset: 2px;
  }
  &:hover {
    background: var(--ui-color-accent-contrast);
    color: var(--ui-color-accent-strong);
  }
`;

export const AlertClose = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-pill);
  background: transparent;
  color: var(--ui-color-accent-contrast);
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-color: var(--ui-color-accent-contrast);
    outline-offset: -3px;
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;
