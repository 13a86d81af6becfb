import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { SelectOption } from '@larder/domain';
import { MultiSelectField, visibleError, type OptionsStatus } from './adapters';
import { CreatableMultiSelect } from './CreatableMultiSelect';
import { useHydrated } from '../utils/useBrowserValue';

const subscription = {
  value: true,
  error: true,
  touched: true,
  submitError: true,
  dirtySinceLastSubmit: true,
} as const;

export interface CreatableMultiSelectFieldProps {
  /** Field name in the form values (an array of option values and created entries). */
  name: string;
  /** Visible label (the text input's with JavaScript, the checkbox group's legend without). */
  label: ReactNode;
  /** The listed choices. */
  options: readonly SelectOption[];
  /** 'loading' shows 'Loading ...', 'error' shows 'Error. Reload the page.'. @default 'ready' */
  status?: OptionsStatus;
  /** Whether at least one entry is required. @default false */
  required?: boolean;
  /** Accessible name of the group of chosen entries. @default 'Chosen' */
  tagsLabel?: string;
  /** Help text under the combobox. */
  hint?: ReactNode;
  /** Class of the field wrapper (layout). */
  className?: string;
  /** Layout hint for form grids: `full` spans every column. */
  span?: 'full';
}

/**
 * A CreatableMultiSelectField wires a `CreatableMultiSelect` to final-form: a combobox that filters the listed
 * choices and creates new entries, with the chosen ones as removable tags. The server HTML (and a page without
 * JavaScript) has the checkbox list of `MultiSelectField` in its place, with the same name and values.
 */
export function CreatableMultiSelectField({
  name,
  label,
  options,
  status = 'ready',
  required = false,
  tagsLabel,
  hint,
  className,
  span,
}: CreatableMultiSelectFieldProps) {
  const enhanced = useHydrated();
  const { input, meta } = useField<string[]>(name, { subscription });
  if (!enhanced) {
    return (
      <MultiSelectField
        name={name}
        label={label}
        options={options}
        status={status}
        required={required}
        className={className}
        span={span}
      />
    );
  }
  return (
    <CreatableMultiSelect
      label={label}
      options={options}
      value={Array.isArray(input.value) ? input.value : []}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
      error={visibleError(meta)}
      required={required}
      status={status}
      tagsLabel={tagsLabel}
      hint={hint}
      name={name}
      className={className}
      span={span}
    />
  );
}
CreatableMultiSelectField.displayName = 'CreatableMultiSelectField';
