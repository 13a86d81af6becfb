import { styled } from 'styled-components';
import { focusRing, visuallyHiddenStyles } from '../theme/mixins';

export const ComboRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
`;

/** The chosen entries: a row of removable tags that wraps. */
export const TagList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
`;

export const TagRow = styled.div`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-alt);
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-sm);
  outline: none;
  ${focusRing}
`;

export const TagCell = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  min-height: 32px;
  padding: 0 0 0 var(--ui-space-2);
  overflow-wrap: anywhere;
`;

/** The tag's remove button: a 32 px target (WCAG 2.5.8 asks for 24). */
export const TagRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: var(--ui-color-accent);
    color: var(--ui-color-accent-contrast);
  }
`;

/** Positions the suggestion list under the text input. */
export const InputWrap = styled.div`
  position: relative;
`;

export const Suggestions = styled.div`
  position: absolute;
  z-index: 1000;
  inset-inline: 0;
  top: calc(100% + 4px);
  overflow: auto;
  max-height: 320px;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
`;

export const SuggestionList = styled.ul`
  margin: 0;
  padding: var(--ui-space-1);
  list-style: none;
  outline: none;
`;

export const Suggestion = styled.li`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: var(--ui-space-2) var(--ui-space-3);
  border-radius: var(--ui-radius-sm);
  font-size: var(--ui-font-size-md);
  cursor: pointer;
  user-select: none;

  &[data-create='true'] {
    font-style: italic;
  }
  &[data-focused='true'] {
    background: var(--ui-color-accent);
    color: var(--ui-color-accent-contrast);
  }
`;

export const LiveRegion = styled.span`
  ${visuallyHiddenStyles}
`;
