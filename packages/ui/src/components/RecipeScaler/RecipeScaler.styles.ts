import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Root = styled.form`
  display: grid;
  gap: var(--ui-space-3);
  margin-top: var(--ui-space-6);
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-alt);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);

  p {
    margin: 0;
  }

  @media print {
    margin-top: var(--ui-space-3);
    padding: 0;
    border: 0;
    background: none;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: var(--ui-space-4);

  label,
  legend {
    font-weight: 700;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ui-space-2) var(--ui-space-4);
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    margin-block-end: var(--ui-space-2);
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: var(--ui-space-2);
    min-height: 44px;
    font-weight: 400;
  }
  fieldset input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--ui-color-accent);
  }

  @media print {
    display: none;
  }
`;

export const Field = styled.div`
  display: grid;
  gap: var(--ui-space-1);

  input {
    width: 8rem;
    min-height: 44px;
    padding: 0 var(--ui-space-2);
    border: 1px solid var(--ui-color-text-muted);
    border-radius: var(--ui-radius-sm);
    background: var(--ui-color-surface);
    color: var(--ui-color-text);
    font: inherit;
  }
  input:focus-visible {
    ${focusRing}
  }
`;

export const Message = styled.p`
  color: var(--ui-color-danger);
  font-weight: 700;

  @media print {
    display: none;
  }
`;
