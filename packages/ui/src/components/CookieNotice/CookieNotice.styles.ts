import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

/*
 * A compact bar along the bottom of the screen (at most 96 px tall on a phone): the notice and its button side by
 * side at every width, over the page rather than in its flow.
 */
export const CookieRoot = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 50;
  border-top: 1px solid var(--ui-color-border);
  background: var(--ui-color-surface);
  box-shadow: 0 -6px 20px rgba(0, 0, 0, 0.12);
  color: var(--ui-color-text);

  &[data-position='static'] {
    position: static;
    border: 1px solid var(--ui-color-border);
    box-shadow: none;
  }
`;

export const CookieInner = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-5);
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-3) var(--ui-space-5);

  p {
    flex: 1;
    min-width: 0;
    max-width: none;
    margin: 0;
    font-size: var(--ui-font-size-sm);
    line-height: 1.45;
  }
  p a {
    color: var(--ui-color-accent);
  }
  ${media.small} {
    gap: var(--ui-space-3);
    padding: var(--ui-space-2) var(--ui-space-3) var(--ui-space-2) var(--ui-space-4);

    p {
      font-size: var(--ui-font-size-xs);
      line-height: 1.4;
    }
  }
`;
