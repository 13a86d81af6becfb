import {
  useDeferredValue,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ElementType,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import type { SelectOption } from '@larder/domain';
import { MSG_LOADING_FIELD, MSG_RELOAD_PAGE } from '@larder/domain';
import { Field, FieldGroup } from './Field';
import { Select, type SelectProps } from './Select';
import { CheckboxInput, CheckRow, OptionList, OptionStatus, TextArea, TextInput } from './Field.styles';

const fieldSubscription = {
  value: true,
  error: true,
  touched: true,
  submitError: true,
  dirtySinceLastSubmit: true,
} as const;

/**
 * The message a field shows: its validation error once touched (after blur or a submit attempt), else the
 * server's error for it until the visitor edits the field again.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  if (typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}

interface AdapterOwnProps {
  /** Field name in the form values. */
  name: string;
  /** Visible label. */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Mark invalid fields by style only, with no message text (event registration, spec §5). @default false */
  hideErrorText?: boolean;
  /** Class of the field wrapper (layout). */
  className?: string;
  /** Layout hint for form grids: `full` spans every column. */
  span?: 'full';
}

/** What TextField and TextAreaField add to their control's props. */
interface TextControlOwnProps extends AdapterOwnProps {
  /** Maximum length shown as a live character counter ('12/500 characters'); the schema enforces it. */
  counter?: number;
}

export type TextFieldProps = TextControlOwnProps &
  Omit<ComponentPropsWithRef<'input'>, 'name' | 'value' | 'defaultValue' | 'className' | 'children'>;

export type TextAreaFieldProps = TextControlOwnProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'name' | 'value' | 'defaultValue' | 'className' | 'children'>;

type TextControlProps = (TextFieldProps | TextAreaFieldProps) & {
  /** The styled control: a single-line input or a text area. */
  control: ElementType;
};

type TextControlEvent = ChangeEvent<HTMLInputElement> & ChangeEvent<HTMLTextAreaElement>;
type TextControlFocusEvent = FocusEvent<HTMLInputElement> & FocusEvent<HTMLTextAreaElement>;

/**
 * The one implementation of TextField and TextAreaField: the label, the hint or the live counter, the visible
 * error, and the control wired to final-form (the consumer's own change and blur handlers run first).
 */
function TextControlField({
  control: Control,
  name,
  label,
  hint,
  hideErrorText = false,
  className,
  span,
  required,
  counter,
  onChange,
  onBlur,
  ...controlProps
}: TextControlProps) {
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  const error = visibleError(meta);
  const length = (input.value ?? '').length;
  const handleChange = onChange as ((event: TextControlEvent) => void) | undefined;
  const handleBlur = onBlur as ((event: TextControlFocusEvent) => void) | undefined;
  return (
    <Field
      label={label}
      hint={counter === undefined ? hint : `${length}/${counter} characters`}
      hintOver={counter !== undefined && length > counter}
      required={required}
      error={hideErrorText ? undefined : error}
      invalid={Boolean(error)}
      className={className}
      data-span={span}
    >
      {(aria) => (
        <Control
          {...controlProps}
          {...aria}
          name={input.name}
          value={input.value ?? ''}
          onChange={(event: TextControlEvent) => {
            handleChange?.(event);
            input.onChange(event);
          }}
          onBlur={(event: TextControlFocusEvent) => {
            handleBlur?.(event);
            input.onBlur(event);
          }}
          onFocus={input.onFocus}
        />
      )}
    </Field>
  );
}

/** A TextField is a labelled text input, with an optional character counter, connected to final-form. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <TextControlField {...props} type={type} control={TextInput} />;
}
TextField.displayName = 'TextField';

/** A TextAreaField is a labelled multi-line input, with an optional character counter, connected to final-form. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <TextControlField {...props} control={TextArea} />;
}
TextAreaField.displayName = 'TextAreaField';

export type SelectFieldProps = AdapterOwnProps &
  Omit<
    SelectProps,
    'name' | 'value' | 'defaultValue' | 'className' | 'id' | 'onBlur' | 'onFocus' | 'placeholder' | 'required'
  > & {
    /** Text of the empty first option. @default 'Select an option' */
    placeholder?: string;
    /** Whether a value is required (the schema says so; this marks the label and the control). @default false */
    required?: boolean;
  };

/**
 * A SelectField is a labelled `Select` connected to final-form: a native select on the server and on touch screens,
 * the styled list on a fine pointer. Its 'Please, select an option' message comes from the schema and disappears as
 * soon as a value is picked, because the form revalidates on change.
 */
export function SelectField({
  name,
  label,
  hint,
  hideErrorText = false,
  className,
  span,
  required,
  options,
  placeholder = 'Select an option',
  onValueChange,
  ...selectProps
}: SelectFieldProps) {
  const { input, meta } = useField<string>(name, { subscription: fieldSubscription });
  const error = visibleError(meta);
  return (
    <Field
      label={label}
      hint={hint}
      required={required}
      error={hideErrorText ? undefined : error}
      invalid={Boolean(error)}
      className={className}
      data-span={span}
    >
      {(control) => (
        <Select
          {...selectProps}
          {...control}
          name={input.name}
          options={options}
          placeholder={placeholder}
          value={input.value ?? ''}
          onValueChange={(value) => {
            onValueChange?.(value);
            input.onChange(value);
          }}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        />
      )}
    </Field>
  );
}
SelectField.displayName = 'SelectField';

export interface CheckboxFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'name' | 'value' | 'type' | 'className' | 'children'
> {
  /** Field name in the form values; holds a boolean, or an array of values when `value` is given. */
  name: string;
  /** Label beside the checkbox. */
  label: ReactNode;
  /** Value added to the array field `name` when ticked (checkbox groups). */
  value?: string;
  /** Class of the row. */
  className?: string;
}

/** A CheckboxField is one labelled checkbox connected to final-form (its error belongs to its group). */
export function CheckboxField({ name, label, value, className, ...inputProps }: CheckboxFieldProps) {
  const { input } = useField<string | boolean>(name, {
    type: 'checkbox',
    value,
    subscription: { value: true },
  });
  return (
    <CheckRow className={className}>
      <CheckboxInput
        {...inputProps}
        type="checkbox"
        name={input.name}
        value={value}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
      {label}
    </CheckRow>
  );
}
CheckboxField.displayName = 'CheckboxField';

/** Whether the options of a field are ready, still loading, or failed to load. */
export type OptionsStatus = 'ready' | 'loading' | 'error';

export interface MultiSelectFieldProps extends AdapterOwnProps {
  /** The choices; the field holds the array of picked values. */
  options: readonly SelectOption[];
  /** 'loading' shows 'Loading ...', 'error' shows 'Error. Reload the page.' in place of the choices. @default 'ready' */
  status?: OptionsStatus;
  /** Whether at least one choice is required. @default false */
  required?: boolean;
  /**
   * `full` keeps the list as tall as its scroll box however few options it holds: for a list filled after the first
   * paint (the catalogue, fetched after hydration), so that the fields below it do not move. @default 'content'
   */
  listHeight?: 'content' | 'full';
}

/** The field's new array once the checkbox of `value` was ticked or cleared (as final-form does for a checkbox group). */
function toggled(current: unknown, value: string, checked: boolean): string[] | undefined {
  const list = Array.isArray(current) ? (current as string[]) : undefined;
  if (checked) return list ? [...list, value] : [value];
  return list?.filter((item) => item !== value);
}

/**
 * A MultiSelectField is a labelled, scrollable group of checkboxes whose values form one array field. The group is
 * one final-form field, not a field per checkbox: every field registered notifies every other one, so the catalogue
 * (529 products) registered one by one was one 828 ms task in Lighthouse's mobile run (4× slower CPU).
 */
export function MultiSelectField({
  name,
  label,
  options,
  status = 'ready',
  required = false,
  hideErrorText = false,
  className,
  span,
  listHeight = 'content',
}: MultiSelectFieldProps) {
  const { input, meta } = useField<string[]>(name, { subscription: fieldSubscription });
  const error = visibleError(meta);
  const chosen = new Set(Array.isArray(input.value) ? input.value : []);
  // A list that arrives in one piece (a fetched catalogue) is rendered in a transition, in slices that yield to input.
  const shown = useDeferredValue(options);
  return (
    <FieldGroup
      legend={label}
      required={required}
      error={hideErrorText ? undefined : error}
      className={className}
      data-span={span}
      aria-busy={status === 'loading' ? true : undefined}
    >
      <OptionList data-invalid={error ? 'true' : undefined} data-height={listHeight}>
        {status === 'loading' && <OptionStatus>{MSG_LOADING_FIELD}</OptionStatus>}
        {status === 'error' && <OptionStatus>{MSG_RELOAD_PAGE}</OptionStatus>}
        {status === 'ready' &&
          shown.map((option) => (
            <CheckRow key={option.value}>
              <CheckboxInput
                type="checkbox"
                name={input.name}
                value={option.value}
                checked={chosen.has(option.value)}
                onChange={(event) => input.onChange(toggled(input.value, option.value, event.target.checked))}
                onBlur={() => input.onBlur()}
                onFocus={() => input.onFocus()}
              />
              {option.label}
            </CheckRow>
          ))}
      </OptionList>
    </FieldGroup>
  );
}
MultiSelectField.displayName = 'MultiSelectField';
