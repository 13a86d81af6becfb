import { styled } from 'styled-components';
import { media } from '../../theme';

export const ExplainerRoot = styled.section`
  display: grid;
  gap: var(--ui-space-5);
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);
`;

export const ExampleCode = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-lg);

  & code {
    font-family: 'Courier New', Courier, monospace;
    font-size: var(--ui-font-size-2xl);
    font-weight: var(--ui-font-weight-strong);
    letter-spacing: 0.08em;
  }
`;

export const PartList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: var(--ui-space-3);

  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const PartItem = styled.li`
  display: grid;
  gap: var(--ui-space-1);
  align-content: start;
  padding: var(--ui-space-3);
  border-top: 4px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-alt);
`;

export const PartCode = styled.code`
  font-family: 'Courier New', Courier, monospace;
  font-size: var(--ui-font-size-xl);
  font-weight: var(--ui-font-weight-strong);
`;

export const PartName = styled.span`
  font-weight: var(--ui-font-weight-strong);
`;

export const PartDetail = styled.span`
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-muted);
`;

export const FacilityList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2) var(--ui-space-5);

  & strong {
    font-family: 'Courier New', Courier, monospace;
    font-size: var(--ui-font-size-lg);
  }
`;

export const DecodeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  align-items: flex-start;

  & > :first-child {
    flex: 1 1 260px;
  }

  & > button {
    margin-top: calc(var(--ui-font-size-sm) * 1.5 + var(--ui-space-1));
  }
`;

export const DecodedList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--ui-space-2) var(--ui-space-4);
  padding: var(--ui-space-4);
  border-left: 6px solid var(--ui-color-accent);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);

  & dt {
    font-weight: var(--ui-font-weight-strong);
  }
  & dd {
    margin: 0;
  }
`;
