import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/mixins';

export const AlertRoot = styled.section`
  background: var(--ui-color-accent-strong);
  color: var(--ui-color-accent-contrast);
`;

export const AlertInner = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-4);
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-2) var(--ui-space-5);

  p {
    flex: 1;
    margin: 0;
  }
  ${media.mobile} {
    flex-wrap: wrap;
    padding: var(--ui-space-2) var(--ui-space-4);
  }
`;

export const AlertAction = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: var(--ui-space-1) var(--ui-space-4);
  border: 2px solid var(--ui-color-accent-contrast);
  border-radius: var(--ui-radius-pill);
  color: var(--ui-color-accent-contrast);
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
  }
`;
