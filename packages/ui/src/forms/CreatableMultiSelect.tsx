import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  mergeProps,
  useButton,
  useComboBox,
  useFilter,
  useListBox,
  useOption,
  useTag,
  useTagGroup,
} from 'react-aria';
import { Item, useComboBoxState, useListState, type ComboBoxState, type ListState } from 'react-stately';
import { ValidationError } from 'yup';
import { customSelectOptionSchema, type SelectOption } from '@larder/domain';
import { MSG_LOADING_FIELD, MSG_RELOAD_PAGE } from '@larder/domain';
import { Icon } from '../components/Icon';
import { Field } from './Field';
import { TextInput } from './Field.styles';
import {
  ComboRoot,
  InputWrap,
  LiveRegion,
  Suggestion,
  SuggestionList,
  Suggestions,
  TagCell,
  TagList,
  TagRemove,
  TagRow,
} from './CreatableMultiSelect.styles';

/** Key of the suggestion that creates the typed entry (no option value can be this). */
const CREATE_KEY = '\u0000larder-create';

interface Entry {
  key: string;
  label: string;
}

export interface CreatableMultiSelectProps {
  /** Visible label of the text input. */
  label: ReactNode;
  /** The listed choices; an entry the visitor creates is its own text. */
  options: readonly SelectOption[];
  /** The chosen entries: option values, and the text of created entries. */
  value: readonly string[];
  /** Called with the new list when an entry is added or removed. */
  onChange: (value: string[]) => void;
  /** Called when focus leaves the text input (final-form's "touched"). */
  onBlur?: () => void;
  /** Validation message of the field (a message about a rejected new entry takes its place while it applies). */
  error?: string;
  /** Whether at least one entry is required (announced; the form's schema enforces it). @default false */
  required?: boolean;
  /** 'loading' shows 'Loading ...' and 'error' 'Error. Reload the page.' in the disabled input. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Help text under the field. @default 'Type to filter the list; press Enter to add an entry that is not listed.' */
  hint?: ReactNode;
  /** Accessible name of the group of chosen entries. @default 'Chosen' */
  tagsLabel?: string;
  /** Form field name: one hidden input per chosen entry, so a posted form carries them. */
  name?: string;
  /** Id of the text input; generated when left out. */
  id?: string;
  /** Class of the field wrapper (layout). */
  className?: string;
  /** Layout hint for form grids: `full` spans every column. */
  span?: 'full';
}

function ChosenTag({ item, state }: { item: Entry; state: ListState<Entry> }) {
  const ref = useRef<HTMLDivElement>(null);
  const node = state.collection.getItem(item.key)!;
  const { rowProps, gridCellProps, removeButtonProps } = useTag({ item: node }, state, ref);
  const removeRef = useRef<HTMLButtonElement>(null);
  // The row is the tab stop (Delete or Backspace removes it); the button is for pointers, out of the tab order.
  const { buttonProps } = useButton({ ...removeButtonProps, excludeFromTabOrder: true }, removeRef);
  return (
    <TagRow ref={ref} {...rowProps}>
      <TagCell {...gridCellProps}>
        {item.label}
        <TagRemove ref={removeRef} {...buttonProps}>
          <Icon name="close" size={16} />
        </TagRemove>
      </TagCell>
    </TagRow>
  );
}

function ChosenTags({
  entries,
  label,
  onRemove,
  inert,
}: {
  entries: readonly Entry[];
  label: string;
  onRemove: (keys: Set<string>) => void;
  inert: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useListState<Entry>({
    items: entries,
    children: (entry) => <Item key={entry.key}>{entry.label}</Item>,
  });
  const { gridProps } = useTagGroup(
    {
      'aria-label': label,
      onRemove: (keys) => onRemove(new Set([...keys].map(String))),
    },
    state,
    ref,
  );
  return (
    <TagList ref={ref} {...gridProps} inert={inert}>
      {entries.map((entry) => (
        <ChosenTag key={entry.key} item={entry} state={state} />
      ))}
    </TagList>
  );
}

function SuggestionOption({ item, state }: { item: Entry; state: ComboBoxState<Entry> }) {
  const ref = useRef<HTMLLIElement>(null);
  const node = state.collection.getItem(item.key)!;
  const { optionProps, isFocused } = useOption({ key: node.key }, state, ref);
  return (
    <Suggestion
      ref={ref}
      {...optionProps}
      data-focused={isFocused ? 'true' : undefined}
      data-create={item.key === CREATE_KEY ? 'true' : undefined}
    >
      {item.label}
    </Suggestion>
  );
}

function SuggestionListBox({
  state,
  listBoxProps,
  listBoxRef,
  items,
}: {
  state: ComboBoxState<Entry>;
  listBoxProps: ReturnType<typeof useComboBox>['listBoxProps'];
  listBoxRef: RefObject<HTMLUListElement | null>;
  items: readonly Entry[];
}) {
  const { listBoxProps: props } = useListBox(listBoxProps, state, listBoxRef);
  return (
    <SuggestionList ref={listBoxRef} {...props}>
      {items.map((item) => (
        <SuggestionOption key={item.key} item={item} state={state} />
      ))}
    </SuggestionList>
  );
}

/**
 * A CreatableMultiSelect chooses several entries from a list and creates entries that are not listed, built on
 * react-aria's combobox and tag group (the ARIA combobox pattern): typing filters the suggestions, Arrow keys move
 * through them, Enter chooses the highlighted one or, with none highlighted, creates the typed entry (3 to 599
 * characters, not a duplicate of a listed or chosen one, `customSelectOptionSchema`), and the chosen entries are
 * tags removed with their button or the Delete key. It needs JavaScript: `CreatableMultiSelectField` server-renders
 * a checkbox list instead.
 */
export function CreatableMultiSelect({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  status = 'ready',
  hint = 'Type to filter the list; press Enter to add an entry that is not listed.',
  tagsLabel = 'Chosen',
  name,
  id,
  className,
  span,
}: CreatableMultiSelectProps) {
  const generated = useId();
  const inputId = id ?? `combo-${generated}`;
  const [inputValue, setInputValue] = useState('');
  const [createError, setCreateError] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const { contains } = useFilter({ sensitivity: 'base' });

  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const chosen: Entry[] = value.map((key) => ({ key, label: labels.get(key) ?? key }));
  const typed = inputValue.trim();
  const exact = options.some((option) => option.label.toLowerCase() === typed.toLowerCase());
  const items: Entry[] = [
    ...options
      .filter((option) => !value.includes(option.value) && contains(option.label, typed))
      .map((option) => ({ key: option.value, label: option.label })),
    ...(typed && !exact ? [{ key: CREATE_KEY, label: `Add “${typed}”` }] : []),
  ];

  // The list closes once an entry is added, so what was added can be announced (an open list hides the rest of the
  // page from assistive technology) and the next one starts from a fresh search.
  // react-aria reopens it on the render after the input is emptied, so the close waits for that (two renders at most).
  const closePending = useRef(0);
  const add = (key: string, text: string) => {
    onChange([...value, key]);
    setInputValue('');
    closePending.current = 2;
    setCreateError(undefined);
    setAnnouncement(`Added ${text}.`);
  };

  const create = (text: string) => {
    const created = value.filter((key) => !labels.has(key));
    try {
      const { value: entry } = customSelectOptionSchema([
        ...options.map((option) => option.label),
        ...created,
      ]).validateSync({ value: text });
      add(entry.trim(), entry.trim());
    } catch (failure) {
      if (!(failure instanceof ValidationError)) throw failure;
      setCreateError(failure.errors[0]);
      setAnnouncement('');
    }
  };

  const state = useComboBoxState<Entry>({
    items,
    children: (item) => <Item key={item.key}>{item.label}</Item>,
    inputValue,
    onInputChange: (next) => {
      closePending.current = 0;
      setInputValue(next);
      if (createError) setCreateError(undefined);
    },
    selectedKey: null,
    onSelectionChange: (key) => {
      if (key === null) return;
      if (key === CREATE_KEY) create(inputValue);
      else add(String(key), labels.get(String(key)) ?? String(key));
    },
    allowsCustomValue: true,
    isDisabled: status !== 'ready',
  });

  useEffect(() => {
    if (closePending.current === 0) return;
    if (state.isOpen) {
      closePending.current = 0;
      state.close();
    } else {
      closePending.current -= 1;
    }
  });

  // Read at render: by the time the input's own key handler runs, react-aria has already chosen the suggestion.
  const highlighted = state.isOpen && state.selectionManager.focusedKey !== null;
  const { inputProps, listBoxProps } = useComboBox<Entry>(
    {
      inputRef,
      listBoxRef,
      popoverRef,
      id: inputId,
      'aria-labelledby': `${inputId}-label`,
      allowsCustomValue: true,
      isDisabled: status !== 'ready',
      onBlur,
      onKeyDown: (event) => {
        // Enter with no suggestion highlighted creates the typed entry (and never submits the form).
        if (event.key !== 'Enter' || inputValue.trim() === '') return;
        event.preventDefault();
        if (highlighted) return;
        create(inputValue);
      },
    },
    state,
  );

  const remove = (keys: Set<string>) => {
    const rest = value.filter((key) => !keys.has(key));
    onChange(rest);
    setAnnouncement(
      `Removed ${chosen
        .filter((entry) => keys.has(entry.key))
        .map((entry) => entry.label)
        .join(', ')}.`,
    );
    if (rest.length === 0) inputRef.current?.focus();
  };

  const placeholder =
    status === 'loading' ? MSG_LOADING_FIELD : status === 'error' ? MSG_RELOAD_PAGE : undefined;

  return (
    <Field
      label={label}
      error={createError ?? error}
      hint={hint}
      required={required}
      controlId={inputId}
      className={className}
      data-span={span}
    >
      {(control) => (
        <ComboRoot>
          {chosen.length > 0 ? (
            <ChosenTags
              entries={chosen}
              label={tagsLabel}
              onRemove={remove}
              // While the list is open react-aria hides the rest of the page from assistive technology; the tags
              // then leave the tab order too (axe: aria-hidden-focus). Focus is in the input meanwhile.
              inert={state.isOpen}
            />
          ) : null}
          <InputWrap>
            <TextInput
              {...mergeProps(inputProps, {
                'aria-invalid': control['aria-invalid'],
                'aria-describedby': control['aria-describedby'],
                'aria-required': control['aria-required'],
              })}
              ref={inputRef}
              placeholder={placeholder}
              aria-busy={status === 'loading' ? true : undefined}
            />
            {state.isOpen ? (
              <Suggestions ref={popoverRef}>
                <SuggestionListBox
                  state={state}
                  listBoxProps={listBoxProps}
                  listBoxRef={listBoxRef}
                  items={items}
                />
              </Suggestions>
            ) : null}
          </InputWrap>
          {name ? value.map((key) => <input key={key} type="hidden" name={name} value={key} />) : null}
          <LiveRegion role="status">{announcement}</LiveRegion>
        </ComboRoot>
      )}
    </Field>
  );
}
CreatableMultiSelect.displayName = 'CreatableMultiSelect';
