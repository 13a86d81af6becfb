import { styled } from 'styled-components';

export const EventFormGrid = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  max-width: 480px;
`;
