import { styled } from 'styled-components';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-lg);
`;

export const IngredientList = styled.ul`
  margin: 0;
  padding-left: var(--ui-space-5);
  line-height: 1.6;
`;

export const StepList = styled.ol`
  margin: 0;
  padding-left: var(--ui-space-5);
  line-height: 1.6;
`;

export const Notes = styled.span`
  color: var(--ui-color-text-muted);
`;

export const ProductLink = styled.span`
  & a {
    color: var(--ui-color-accent);
    font-weight: var(--ui-font-weight-strong);
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  & a:hover {
    color: var(--ui-color-accent-strong);
  }
`;
