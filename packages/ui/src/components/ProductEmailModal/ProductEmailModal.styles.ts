import { styled } from 'styled-components';

export const AttachmentList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--ui-space-1) var(--ui-space-4);
`;
