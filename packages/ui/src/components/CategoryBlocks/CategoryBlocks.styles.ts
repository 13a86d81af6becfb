import { styled } from 'styled-components';
import { stretchedLink } from '../../theme/mixins';
import { media } from '../../theme/breakpoints';
import { Link } from '../../theme/Link';

export const Blocks = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--ui-space-6);
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--ui-space-4);
  }
  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Block = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-2);
  padding: var(--ui-space-4);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-sm);
  color: var(--ui-color-text);
  text-align: center;
  transition: box-shadow 150ms ease;

  img,
  [data-state='missing'] {
    width: 100%;
    border-radius: var(--ui-radius-sm);
  }
  &:hover {
    box-shadow: var(--ui-shadow-md);
  }
  &:focus-within {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
`;

export const BlockTitle = styled.h2`
  margin: var(--ui-space-2) 0 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
  line-height: 1.25;
`;

// One link per block (the title); its ::after covers the block so the picture is clickable too.
export const BlockLink = styled(Link)`
  ${stretchedLink()}
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`;

export const BlockCaption = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
`;
