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

  /* The claim icons' abbreviation (the only text of the set). */
  & text {
    dominant-baseline: central;
    text-anchor: middle;
    font-weight: 700;
    font-family: Arial, 'Liberation Sans', sans-serif;
    fill: currentColor;
    stroke: none;
  }
`;

/** The hidden `<svg>` of an IconSprite: its symbols carry IconRoot's class, so their text is styled the same. */
export const SpriteRoot = styled(IconRoot)`
  position: absolute;
  width: 0;
  height: 0;
  overflow: hidden;
`;
