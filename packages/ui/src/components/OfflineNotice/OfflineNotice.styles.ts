import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

export const NoticeRoot = styled.div`
  &[data-state='offline'],
  &[data-state='saved'] {
    background: var(--ui-color-surface-alt);
    border-bottom: 1px solid var(--ui-color-border);
    color: var(--ui-color-text);
  }
`;

export const NoticeInner = styled.p`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-2) var(--ui-space-5);
  font-size: var(--ui-font-size-sm);
  line-height: var(--ui-line-height-body);

  strong {
    font-weight: var(--ui-font-weight-strong);
  }
  ${media.mobile} {
    padding: var(--ui-space-2) var(--ui-space-4);
  }
`;
