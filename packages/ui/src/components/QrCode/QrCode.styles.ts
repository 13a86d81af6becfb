import { styled } from 'styled-components';

export const QrRoot = styled.figure`
  display: flex;
  align-items: center;
  gap: var(--ui-space-4);
  margin: var(--ui-space-6) 0 0;
  max-width: var(--ui-measure);

  @media print {
    break-inside: avoid;
  }
`;

export const QrImage = styled.img`
  flex: none;
  max-width: 40%;
  height: auto;
  /* The code's own quiet zone is white; a thin border keeps it a clear square on any surface. */
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: #fff;
`;

export const QrCaption = styled.figcaption`
  display: grid;
  gap: var(--ui-space-1);
  min-width: 0;
  font-size: var(--ui-font-size-sm);
`;

export const QrUrl = styled.span`
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-xs);
  overflow-wrap: anywhere;
`;
