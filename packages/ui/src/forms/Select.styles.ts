import { styled } from 'styled-components';
import * as RadixSelect from '@radix-ui/react-select';
import { focusRing } from '../theme/mixins';

/** The Radix trigger, drawn like the native select it replaces (same box, so nothing moves when it takes over). */
export const SelectTrigger = styled(RadixSelect.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2);
  width: 100%;
  min-height: 44px;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-md);
  line-height: normal;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &[aria-invalid='true'] {
    border: 2px solid var(--ui-color-danger);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const SelectIcon = styled(RadixSelect.Icon)`
  display: inline-flex;
  flex: none;
`;

/** The portalled list: themed by the brand's custom properties, which the provider sets on :root. */
export const SelectContent = styled(RadixSelect.Content)`
  z-index: 1000;
  overflow: hidden;
  min-width: var(--radix-select-trigger-width);
  max-height: min(var(--radix-select-content-available-height), 360px);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-md);
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
`;

export const SelectViewport = styled(RadixSelect.Viewport)`
  padding: var(--ui-space-1);
`;

export const SelectItem = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2);
  min-height: 40px;
  padding: var(--ui-space-2) var(--ui-space-3);
  border-radius: var(--ui-radius-sm);
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-state='checked'] {
    font-weight: var(--ui-font-weight-strong);
  }
  &[data-highlighted] {
    background: var(--ui-color-accent);
    color: var(--ui-color-accent-contrast);
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const SelectScrollButton = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 24px;
  cursor: default;
`;
