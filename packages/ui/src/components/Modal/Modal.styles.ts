import { styled } from 'styled-components';
import * as Dialog from '@radix-ui/react-dialog';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/mixins';

export const ModalOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: color-mix(in srgb, var(--ui-color-text) 60%, transparent);
`;

export const ModalContentRoot = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 1001;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  width: min(560px, calc(100vw - 2 * var(--ui-space-4)));
  max-height: calc(100vh - 2 * var(--ui-space-4));
  overflow-y: auto;
  padding: var(--ui-space-6);
  transform: translate(-50%, -50%);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  box-shadow: var(--ui-shadow-md);

  &[data-size='lg'] {
    width: min(880px, calc(100vw - 2 * var(--ui-space-4)));
  }

  &:focus {
    outline: none;
  }

  ${media.small} {
    padding: var(--ui-space-5) var(--ui-space-4);
  }
`;

export const ModalTitleRoot = styled(Dialog.Title)`
  margin: 0;
  padding-right: var(--ui-space-7);
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-xl);
  line-height: 1.25;

  &[data-tone='success'] {
    color: var(--ui-color-success);
  }
  &[data-tone='danger'] {
    color: var(--ui-color-danger);
  }
`;

export const ModalDescriptionRoot = styled(Dialog.Description)`
  margin: 0;
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-md);
  line-height: 1.5;
`;

export const ModalCloseButton = styled(Dialog.Close)`
  position: absolute;
  top: var(--ui-space-3);
  right: var(--ui-space-3);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-pill);
  background: transparent;
  color: var(--ui-color-text);
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: var(--ui-color-surface-alt);
  }
`;

export const ModalFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  justify-content: flex-end;
`;
