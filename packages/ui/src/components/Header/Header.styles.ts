import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/mixins';

export const HeaderRoot = styled.header`
  position: relative;
  z-index: 10;
  background: var(--ui-color-surface);
  border-bottom: 1px solid var(--ui-color-border);
  color: var(--ui-color-text);

  /* 'auto' renders both bars and lets CSS pick, so server HTML is right before any script runs. */
  &[data-variant='auto'] [data-bar='mobile'] {
    display: none;
  }
  /*
   * The mobile menu lies over the page under the header (its positioned ancestor) rather than pushing the page
   * down, and scrolls within itself when taller than the screen.
   */
  [data-bar='mobile'] > nav {
    position: absolute;
    top: 100%;
    right: 0;
    left: 0;
    z-index: 20;
    max-height: calc(100dvh - 96px);
    overflow-y: auto;
    overscroll-behavior: contain;
    border-bottom: 1px solid var(--ui-color-border);
    box-shadow: 0 18px 32px rgba(0, 0, 0, 0.18);
  }

  ${media.mobile} {
    &[data-variant='auto'] [data-bar='desktop'] {
      display: none;
    }
    &[data-variant='auto'] [data-bar='mobile'] {
      display: block;
    }
  }
`;

export const SisterBar = styled.div`
  background: var(--ui-color-surface-alt);
  font-size: var(--ui-font-size-sm);

  ul {
    display: flex;
    justify-content: flex-end;
    gap: var(--ui-space-4);
    max-width: 1280px;
    margin: 0 auto;
    padding: var(--ui-space-1) var(--ui-space-5);
    list-style: none;
  }
  a {
    color: var(--ui-color-text);
    ${focusRing}
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-4);
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-3) var(--ui-space-5);

  /*
   * Below 1280 px the full menu does not fit beside the logo: the desktop header takes two rows, the logo centred
   * over the menu (the search toggle stays at the end of the first row), and the menu may wrap rather than push
   * the page sideways.
   */
  &[data-bar='desktop'] {
    ${media.narrow} {
      display: grid;
      grid-template-columns: 44px 1fr 44px;
      grid-template-areas:
        '. home search'
        'nav nav nav';
      row-gap: var(--ui-space-1);
      padding-bottom: var(--ui-space-1);

      > a {
        grid-area: home;
        justify-self: center;
      }
      > nav {
        grid-area: nav;
      }
      > button {
        grid-area: search;
      }
      > nav > ul {
        justify-content: center;
        flex-wrap: wrap;
      }
    }
  }

  [data-bar='mobile'] > & {
    gap: var(--ui-space-1);
    padding: var(--ui-space-2) var(--ui-space-3) var(--ui-space-2) var(--ui-space-4);
  }
`;

export const HomeLink = styled.a`
  display: inline-flex;
  flex: none;
  min-width: 0;
  border-radius: var(--ui-radius-sm);
  ${focusRing}

  /* On a phone the wordmark shrinks with the screen so the search and menu buttons always fit beside it. */
  [data-bar='mobile'] & svg {
    height: clamp(26px, 8vw, 32px);
  }
`;

export const MainNav = styled.nav`
  flex: 1;
  min-width: 0;

  > ul {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: var(--ui-space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const NavItem = styled.li`
  position: relative;
  display: flex;
  align-items: center;

  &[data-variant='sample'] {
    margin-left: var(--ui-space-3);
    white-space: nowrap;
  }

  /* Sub-menus open on hover for pointer users and through the disclosure button for everyone. */
  &:hover > ul,
  &[data-state='open'] > ul {
    display: block;
  }
`;

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: var(--ui-space-2) var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  color: var(--ui-color-text);
  font-weight: var(--ui-font-weight-strong);
  text-decoration: none;
  text-underline-offset: 6px;
  text-decoration-thickness: 2px;
  white-space: nowrap;
  ${focusRing}

  &:hover {
    color: var(--ui-color-accent);
    text-decoration-line: underline;
  }
`;

export const SubToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-color-text);
  cursor: pointer;
  ${focusRing}

  svg {
    width: 16px;
    height: 16px;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const SubMenu = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  display: none;
  min-width: 14rem;
  margin: 0;
  padding: var(--ui-space-2) 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-md);
  list-style: none;

  a {
    display: block;
    padding: var(--ui-space-2) var(--ui-space-4);
    color: var(--ui-color-text);
    text-decoration: none;
    ${focusRing}
    &:focus-visible {
      outline-offset: -3px;
    }
    &:hover {
      background: var(--ui-color-surface-alt);
      text-decoration: underline;
    }
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-pill);
  background: transparent;
  color: var(--ui-color-text);
  cursor: pointer;
  ${focusRing}

  &:hover,
  &[aria-expanded='true'] {
    background: var(--ui-color-surface-alt);
  }
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const ResultsSlot = styled.div`
  width: 100%;
  max-width: 40rem;
`;

export const SearchPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-5) var(--ui-space-4);
  border-top: 1px solid var(--ui-color-border);

  &[hidden] {
    display: none;
  }
  ${media.mobile} {
    padding: var(--ui-space-3) var(--ui-space-4);
  }
`;
