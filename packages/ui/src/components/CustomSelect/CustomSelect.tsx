import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ValidationError } from 'yup';
import { customSelectOptionSchema } from '@larder/domain';
import { Field } from '../../forms/Field';
import { TextInput } from '../../forms/Field.styles';
import { Select } from '../../forms/Select';
import { useControllableState } from '../../utils/useControllableState';
import { Button } from '../Button';
import { CreateRow, CustomSelectRoot } from './CustomSelect.styles';

export interface CustomSelectProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> {
  /** Label of the select. */
  label: ReactNode;
  /** The options to pick from (their text is also their value). */
  options: readonly string[];
  /** Picked option (controlled). */
  value?: string;
  /** Picked option at first (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the picked option, also when a new option was created. */
  onChange?: (value: string) => void;
  /** Called with a newly created option (3 to 599 characters, not a duplicate). */
  onCreateOption?: (option: string) => void;
  /** Name of the select in a form. */
  name?: string;
  /** Validation message of the select. */
  error?: string;
  /** Label of the new-option input. @default 'Add a new option' */
  createLabel?: string;
  /** Text of the add button. @default 'Add' */
  createButtonLabel?: string;
  /** Text of the empty first option. @default 'Select an option' */
  placeholder?: string;
}

/**
 * A CustomSelect picks one option from a list and lets the visitor add one of their own (3 to 599 characters and
 * not already listed, `customSelectOptionSchema`), which is then selected.
 */
export function CustomSelect({
  label,
  options,
  value: valueProp,
  defaultValue = '',
  onChange,
  onCreateOption,
  name,
  error,
  createLabel = 'Add a new option',
  createButtonLabel = 'Add',
  placeholder = 'Select an option',
  ...rest
}: CustomSelectProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const [created, setCreated] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>(undefined);
  const all = [...options, ...created.filter((option) => !options.includes(option))];

  const create = () => {
    try {
      const { value: option } = customSelectOptionSchema(all).validateSync({ value: draft });
      const trimmed = option.trim();
      setCreated((current) => [...current, trimmed]);
      setDraft('');
      setDraftError(undefined);
      onCreateOption?.(trimmed);
      setValue(trimmed);
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      setDraftError(failure.errors[0]);
    }
  };

  return (
    <CustomSelectRoot {...rest}>
      <Field label={label} error={error}>
        {(control) => (
          <Select
            {...control}
            name={name}
            value={value}
            onValueChange={setValue}
            placeholder={placeholder}
            options={all.map((option) => ({ value: option, label: option }))}
          />
        )}
      </Field>
      <CreateRow>
        <Field label={createLabel} error={draftError}>
          {(control) => (
            <TextInput
              {...control}
              type="text"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                if (draftError) setDraftError(undefined);
              }}
              onKeyDown={(event) => {
                // Enter adds the option instead of submitting a surrounding form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  create();
                }
              }}
            />
          )}
        </Field>
        <Button variant="secondary" onClick={create}>
          {createButtonLabel}
        </Button>
      </CreateRow>
    </CustomSelectRoot>
  );
}
CustomSelect.displayName = 'CustomSelect';
