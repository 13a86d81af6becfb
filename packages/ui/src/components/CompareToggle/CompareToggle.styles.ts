import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

// Above the product tile's stretched link, so the toggle is its own target.
export const Root = styled.p`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-1) var(--ui-space-3);
  margin: var(--ui-space-2) 0 0;
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-sm);

  span {
    color: var(--ui-color-text-muted);
  }
  &[data-selected] span {
    color: var(--ui-color-text);
    font-weight: 700;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: var(--ui-color-accent-strong);
    font-weight: 700;
  }
  a:focus-visible {
    ${focusRing}
  }
  @media print {
    display: none;
  }
`;
