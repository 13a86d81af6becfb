import { styled } from 'styled-components';

export const CustomSelectRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);
`;

export const CreateRow = styled.div`
  display: flex;
  gap: var(--ui-space-2);
  align-items: flex-start;

  & > :first-child {
    flex: 1;
  }

  & > button {
    margin-top: calc(var(--ui-font-size-sm) * 1.5 + var(--ui-space-1));
  }
`;
