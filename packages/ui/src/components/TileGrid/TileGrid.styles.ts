import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

export const TileGridList = styled.ul<{ $minTileWidth: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minTileWidth }) => $minTileWidth}px, 1fr));
  gap: var(--ui-space-5);
  margin: 0;
  padding: 0;
  list-style: none;

  /* Phones keep two tiles a row, so a long list stays scannable. */
  ${media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--ui-space-3);
  }
`;
