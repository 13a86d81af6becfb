import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

export const CookieRoot = styled.section`
  position: fixed;
  right: var(--ui-space-4);
  bottom: var(--ui-space-4);
  left: var(--ui-space-4);
  z-index: 50;
  display: flex;
  align-items: center;
  gap: var(--ui-space-4);
  max-width: 960px;
  margin: 0 auto;
  padding: var(--ui-space-4) var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-md);
  color: var(--ui-color-text);

  &[data-position='static'] {
    position: static;
  }
  p {
    flex: 1;
    margin: 0;
  }
  p a {
    color: var(--ui-color-accent);
  }
  ${media.small} {
    flex-direction: column;
    align-items: stretch;
  }
`;
