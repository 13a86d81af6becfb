import { styled, css } from 'styled-components';
import { media } from '../theme/breakpoints';
import { focusRing } from '../theme/mixins';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-width: 0;
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);
`;

export const FieldGroupRoot = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);
`;

const labelText = css`
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-strong);
`;

export const FieldLabelRoot = styled.label`
  ${labelText}
`;

export const FieldLegend = styled.legend`
  ${labelText}
  padding: 0;
  margin-bottom: var(--ui-space-1);
`;

export const RequiredMark = styled.span`
  color: var(--ui-color-danger);
`;

export const FieldErrorRoot = styled.p`
  margin: 0;
  color: var(--ui-color-danger);
  font-size: var(--ui-font-size-sm);
`;

export const FieldHint = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-xs);

  &[data-over='true'] {
    color: var(--ui-color-danger);
  }
`;

const control = css`
  width: 100%;
  min-height: 44px;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  font-size: var(--ui-font-size-md);
  ${focusRing}

  &[aria-invalid='true'] {
    border: 2px solid var(--ui-color-danger);
  }
  &[readonly] {
    background: var(--ui-color-surface-alt);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const TextInput = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

export const SelectInput = styled.select`
  ${control}
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: 32px;
  font-size: var(--ui-font-size-sm);
  cursor: pointer;
`;

export const CheckboxInput = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: var(--ui-color-accent);
  ${focusRing}
`;

export const OptionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  max-height: 240px;
  overflow-y: auto;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);

  &[data-invalid='true'] {
    border: 2px solid var(--ui-color-danger);
  }
  &[data-height='full'] {
    height: 240px;
  }
`;

export const OptionStatus = styled.p`
  margin: 0;
  padding: var(--ui-space-2) 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--ui-space-4);

  & > [data-span='full'] {
    grid-column: 1 / -1;
  }

  ${media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-5);
  font-family: var(--ui-font-body);
  color: var(--ui-color-text);
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  align-items: center;
`;
