import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/mixins';

export const FooterRoot = styled.footer`
  background: var(--ui-color-surface-alt);
  border-top: 1px solid var(--ui-color-border);
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-sm);
`;

export const FooterInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-4);
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-5);

  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

export const FooterList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-5);
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    flex-direction: column;
  }
`;

export const FooterItem = styled.li`
  &[data-mobile-only='true'] {
    display: none;
    ${media.mobile} {
      display: list-item;
    }
  }
  &[data-force='mobile'] {
    display: list-item;
  }
  &[data-force='desktop'] {
    display: none;
  }

  a {
    color: var(--ui-color-text);
    ${focusRing}
    &:hover {
      color: var(--ui-color-accent);
    }
  }
`;

export const FooterNote = styled.div`
  color: var(--ui-color-text-muted);

  p {
    margin: 0;
  }
  a {
    color: var(--ui-color-accent);
    ${focusRing}
  }
`;
