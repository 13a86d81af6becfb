import styled, { css } from 'styled-components';
import type { SpaceStep } from '@larder/ui';

export interface PageStyleProps {
  /** Widest the column gets, in px. @default 1280 */
  $width?: number;
  /** Space step above the content. @default 7 */
  $top?: SpaceStep;
  /** Lays the children out as a grid with this gap (space step); none keeps normal flow. */
  $gap?: SpaceStep;
}

/**
 * The column a page's content sits in: centred, at most 1280 px wide, with the theme's page padding (the same
 * inline space as the header and footer). The pages with a hero put it before this column, full width.
 */
export const Page = styled.div<PageStyleProps>`
  max-width: ${({ $width = 1280 }) => $width}px;
  margin: 0 auto;
  padding: ${({ $top = 7 }) => `var(--ui-space-${$top})`} var(--ui-space-4) var(--ui-space-8);
  ${({ $gap }) =>
    $gap !== undefined &&
    css`
      display: grid;
      gap: var(--ui-space-${$gap});
    `}
`;

/** The search box (or a few actions) under a hero's title, as wide as a comfortable search field. */
export const HeroSearch = styled.div`
  width: min(640px, 100%);
  margin: var(--ui-space-5) auto 0;
`;
