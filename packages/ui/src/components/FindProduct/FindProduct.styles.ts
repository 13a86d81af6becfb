import { styled } from 'styled-components';
import { media } from '../../theme';

export const FindProductRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);
`;

export const FindProductRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) auto minmax(0, 1fr);
  gap: var(--ui-space-3);
  align-items: start;

  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FindProductOr = styled.span`
  align-self: start;
  /* Lines the word up with the controls, below the labels. */
  margin-top: calc(var(--ui-font-size-sm) * 1.5 + var(--ui-space-1) + var(--ui-space-2));
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
  text-transform: uppercase;

  ${media.small} {
    margin-top: 0;
    text-align: center;
  }
`;
