import { styled } from 'styled-components';

export const TextRoot = styled.p`
  margin: 0 0 var(--ui-space-4);
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-md);
  line-height: 1.5;

  &[data-tone='muted'] {
    color: var(--ui-color-text-muted);
  }
  &[data-tone='danger'] {
    color: var(--ui-color-danger);
  }
  &[data-tone='success'] {
    color: var(--ui-color-success);
  }
  &[data-size='sm'] {
    font-size: var(--ui-font-size-sm);
  }
  &[data-size='lg'] {
    font-size: var(--ui-font-size-lg);
  }
  &[data-weight='bold'] {
    font-weight: var(--ui-font-weight-strong);
  }
`;
