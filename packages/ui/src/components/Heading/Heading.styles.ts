import { styled } from 'styled-components';

export const HeadingRoot = styled.h2`
  margin: 0 0 var(--ui-space-3);
  color: var(--ui-color-text);
  font-family: var(--ui-font-heading);
  font-weight: var(--ui-font-weight-heading);
  line-height: 1.2;

  &[data-size='sm'] {
    font-size: var(--ui-font-size-lg);
  }
  &[data-size='md'] {
    font-size: var(--ui-font-size-xl);
  }
  &[data-size='lg'] {
    font-size: var(--ui-font-size-2xl);
  }
  &[data-size='xl'] {
    font-size: var(--ui-font-size-3xl);
  }
  &[data-align='center'] {
    text-align: center;
  }
`;
