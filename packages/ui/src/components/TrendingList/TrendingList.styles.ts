import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';
import { Link } from '../../theme/Link';
import { focusRing } from '../../theme/mixins';

export const TrendingRoot = styled.section`
  display: grid;
  gap: var(--ui-space-4);
  color: var(--ui-color-text);
`;

export const TrendList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: var(--ui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--ui-space-3);
  }
`;

export const TrendItem = styled.li`
  min-width: 0;
`;

export const TrendLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-2);
  border-radius: var(--ui-radius-md);
  color: var(--ui-color-text);
  font-weight: var(--ui-font-weight-strong);
  text-align: center;
  text-decoration: none;

  img,
  [data-state='missing'] {
    width: 100%;
    border-radius: var(--ui-radius-md);
  }
  &:hover span {
    text-decoration: underline;
  }
  ${focusRing}
`;
