import { styled } from 'styled-components';

export const IconRoot = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.75;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/** The hidden `<svg>` of an IconSprite. */
export const SpriteRoot = styled(IconRoot)`
  position: absolute;
  width: 0;
  height: 0;
  overflow: hidden;
`;
