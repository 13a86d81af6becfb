import { useCallback, useRef, useState, type FocusEventHandler, type Ref } from 'react';
import { useBrowserValue } from '../utils/useBrowserValue';
import * as RadixSelect from '@radix-ui/react-select';
import { getNonce } from 'get-nonce';
import type { SelectOption } from '@larder/domain';
import { Icon } from '../components/Icon';
import { SelectInput } from './Field.styles';
import {
  SelectContent,
  SelectIcon,
  SelectItem,
  SelectScrollButton,
  SelectTrigger,
  SelectViewport,
} from './Select.styles';

/** Radix refuses an item whose value is '', so the empty choice ('Any flavor', 'Select a state') goes by this one. */
const EMPTY = '\u0000larder-empty';

const FINE_POINTER = '(pointer: fine)';

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

function subscribeFinePointer(onChange: () => void) {
  if (!canMatch()) return () => {};
  const list = window.matchMedia(FINE_POINTER);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const finePointer = () => canMatch() && window.matchMedia(FINE_POINTER).matches;
const serverPointer = () => false;

/**
 * Whether the styled list should replace the native select: only in the browser, after hydration, with a fine
 * pointer (a mouse or trackpad). On the server, during hydration and on touch screens it is false, so the server HTML
 * is the native select and a phone keeps its own picker.
 */
export function useFinePointer(): boolean {
  return useBrowserValue(subscribeFinePointer, finePointer, serverPointer);
}

export interface SelectProps {
  /** Id of the control (the label's `htmlFor`). */
  id?: string;
  /** Form field name: the native select's, or a hidden input's beside the styled list, so forms post the same value. */
  name?: string;
  /** The choices: values are submitted, labels shown. */
  options: readonly SelectOption[];
  /** Text of an empty first choice (value ''), such as 'Select a state' or 'Any flavor'; none when left out. */
  placeholder?: string;
  /** The chosen value (controlled); '' is the empty choice. */
  value?: string;
  /** The first value when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new value when the visitor chooses another option. */
  onValueChange?: (value: string) => void;
  /** Called when focus leaves the control (not when it moves into its own open list). */
  onBlur?: () => void;
  /** Called when the control receives focus. */
  onFocus?: () => void;
  /** Autofill hint of the native select (such as 'address-level1' for a state). */
  autoComplete?: string;
  /** Disables the control. @default false */
  disabled?: boolean;
  /** Marks the control required for assistive technology (`aria-required`); the form's schema enforces it. */
  required?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  'aria-label'?: string;
  /**
   * Id of the element that names the open list (a listbox needs a name of its own). @default `${id}-label`, the
   * label a `Field` renders
   */
  listLabelledBy?: string;
  /**
   * `native` always renders the native select; `auto` swaps in the styled Radix list after hydration on a fine
   * pointer. @default 'auto'
   */
  variant?: 'auto' | 'native';
  /** The focusable control: the native select, or the styled list's trigger button. */
  ref?: Ref<HTMLSelectElement | HTMLButtonElement>;
  /** Class of the control. */
  className?: string;
}

/**
 * A Select picks one value from a list. It server-renders a native select (it works without JavaScript and on a
 * phone opens the system picker); after hydration on a fine pointer it becomes a Radix Select styled with the brand
 * tokens, with the same id, name, value, label, description, required and invalid state, a listbox in a portal,
 * arrow keys, typeahead, Enter and Escape, and focus back on the trigger when it closes.
 */
export function Select({
  id,
  name,
  options,
  placeholder,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onBlur,
  onFocus,
  autoComplete,
  disabled = false,
  required = false,
  variant = 'auto',
  ref,
  className,
  listLabelledBy,
  ...aria
}: SelectProps) {
  const [inner, setInner] = useState(defaultValue);
  const value = valueProp ?? inner;
  const change = useCallback(
    (next: string) => {
      if (valueProp === undefined) setInner(next);
      onValueChange?.(next);
    },
    [valueProp, onValueChange],
  );
  const fine = useFinePointer();
  const open = useRef(false);
  const ariaRequired = aria['aria-required'] ?? (required ? true : undefined);

  if (variant === 'native' || !fine) {
    return (
      <SelectInput
        {...aria}
        aria-required={ariaRequired}
        ref={ref as Ref<HTMLSelectElement>}
        id={id}
        name={name}
        autoComplete={autoComplete}
        className={className}
        value={value}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        onBlur={onBlur}
        onFocus={onFocus}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
    );
  }

  const handleBlur: FocusEventHandler<HTMLButtonElement> = () => {
    // Opening the list moves focus into it; that is not leaving the field.
    if (!open.current) onBlur?.();
  };
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <>
      <RadixSelect.Root
        value={known ? value || EMPTY : undefined}
        onValueChange={(next) => change(next === EMPTY ? '' : next)}
        onOpenChange={(next) => {
          open.current = next;
        }}
        disabled={disabled}
      >
        <SelectTrigger
          {...aria}
          aria-required={ariaRequired}
          ref={ref as Ref<HTMLButtonElement>}
          id={id}
          data-value={value}
          className={className}
          onBlur={handleBlur}
          onFocus={onFocus}
        >
          <RadixSelect.Value placeholder={placeholder ?? ''} />
          <SelectIcon>
            <Icon name="chevron-down" size={20} />
          </SelectIcon>
        </SelectTrigger>
        <RadixSelect.Portal>
          <SelectContent
            position="popper"
            sideOffset={4}
            aria-label={aria['aria-label']}
            aria-labelledby={
              aria['aria-label'] === undefined
                ? (listLabelledBy ?? (id ? `${id}-label` : undefined))
                : undefined
            }
          >
            <RadixSelect.ScrollUpButton asChild>
              <SelectScrollButton>
                <Icon name="chevron-up" size={20} />
              </SelectScrollButton>
            </RadixSelect.ScrollUpButton>
            <SelectViewport nonce={getNonce()}>
              {placeholder !== undefined && (
                <SelectItem value={EMPTY}>
                  <RadixSelect.ItemText>{placeholder}</RadixSelect.ItemText>
                </SelectItem>
              )}
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </SelectItem>
              ))}
            </SelectViewport>
            <RadixSelect.ScrollDownButton asChild>
              <SelectScrollButton>
                <Icon name="chevron-down" size={20} />
              </SelectScrollButton>
            </RadixSelect.ScrollDownButton>
          </SelectContent>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {name !== undefined && <input type="hidden" name={name} value={value} disabled={disabled} />}
    </>
  );
}
Select.displayName = 'Select';
