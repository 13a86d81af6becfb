import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const PdfPreviewRoot = styled.figure`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  margin: 0;
  font-family: var(--ui-font-body);
`;

export const PdfFrame = styled.iframe`
  width: 100%;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-alt);
`;

export const PdfDownload = styled.a`
  align-self: flex-start;
  color: var(--ui-color-accent);
  font-size: var(--ui-font-size-sm);
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;
  ${focusRing}

  &:hover {
    color: var(--ui-color-accent-strong);
  }
`;
