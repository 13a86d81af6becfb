import { styled } from 'styled-components';
import { stretchedLink } from '../../theme/mixins';
import { Link } from '../../theme/Link';

export const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  height: 100%;
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  overflow: hidden;
  box-shadow: var(--ui-shadow-sm);
  transition: box-shadow 150ms ease;

  &:hover {
    box-shadow: var(--ui-shadow-md);
  }
  &:focus-within {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

export const Title = styled.h3`
  margin: 0;
  padding: 0 var(--ui-space-3) var(--ui-space-3);
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-md);
  line-height: 1.3;
`;

// One link per tile (the title); its ::after covers the tile so the picture is clickable too.
export const TileLink = styled(Link)`
  ${stretchedLink()}
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;
