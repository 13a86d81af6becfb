import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FormEvent,
} from 'react';
import { PLACEHOLDER_SEARCH } from '@larder/domain';
import { useRoutes } from '../../theme/routes';
import { UiIcon } from '../Icon/UiIcon';
import { SearchBoxRoot, SearchInput, SearchLabel, SearchSubmit } from './SearchBox.styles';

export interface SearchBoxProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onChange'> {
  /** Text in the box (controlled). */
  value?: string;
  /** Initial text (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called on every keystroke with the new text. */
  onValueChange?: (value: string) => void;
  /** Called with the text once typing pauses for `delay` ms (search-as-you-type). */
  onSearch?: (value: string) => void;
  /** Pause in ms before `onSearch` fires (the header uses the spec's 750 ms). @default 750 */
  delay?: number;
  /** Called with the text when the visitor submits (Enter or the search button). */
  onSubmit?: (value: string) => void;
  /** Ignore empty or blank text for `onSubmit` and `onSearch`. @default false */
  requireText?: boolean;
  /** Placeholder text. @default 'What can we get you today?' */
  placeholder?: string;
  /** Accessible name of the text box. @default 'Search' */
  label?: string;
  /** Accessible name of the submit button. @default 'Submit search' */
  submitLabel?: string;
  /** Form action used without JavaScript (GET with `name`). @default `useRoutes().searchPage()` */
  action?: string;
  /** Query parameter name of the text. @default 'term' */
  name?: string;
  /** Focus the text box when it mounts (e.g. when a search toggle opens it). @default false */
  focusOnMount?: boolean;
  /** Id of an element the box controls, such as a results dropdown. */
  controls?: string;
  /**
   * Other query parameters the form sends along without JavaScript (hidden inputs, in order), e.g. a list's
   * filters and compare selection, so a search does not drop them. @default []
   */
  hiddenFields?: ReadonlyArray<readonly [name: string, value: string]>;
}

/** A SearchBox takes search text, searches as the visitor types (debounced) and submits on Enter. */
export function SearchBox({
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  delay = 750,
  onSubmit,
  requireText = false,
  placeholder = PLACEHOLDER_SEARCH,
  label = 'Search',
  submitLabel = 'Submit search',
  action,
  name = 'term',
  focusOnMount = false,
  controls,
  hiddenFields = [],
  ...rest
}: SearchBoxProps) {
  const routes = useRoutes();
  const [inner, setInner] = useState(defaultValue);
  const text = value ?? inner;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Typing, not mounting or a parent's value change, starts the debounce.
  const [typed, setTyped] = useState<{ text: string } | null>(null);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    if (typed === null) return;
    if (requireText && typed.text.trim() === '') return;
    const timer = setTimeout(() => onSearchRef.current?.(typed.text), delay);
    return () => clearTimeout(timer);
  }, [typed, delay, requireText]);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (value === undefined) setInner(next);
    onValueChange?.(next);
    setTyped({ text: next });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (requireText && text.trim() === '') {
      event.preventDefault();
      return;
    }
    if (onSubmit) {
      event.preventDefault();
      // A submit supersedes the pending search-as-you-type call.
      setTyped(null);
      onSubmit(text);
    }
  };

  return (
    <SearchBoxRoot
      role="search"
      action={action ?? routes.searchPage()}
      method="get"
      onSubmit={handleSubmit}
      {...rest}
    >
      {hiddenFields.map(([field, fieldValue], index) => (
        <input key={`${field}-${index}`} type="hidden" name={field} value={fieldValue} />
      ))}
      <SearchLabel htmlFor={inputId}>{label}</SearchLabel>
      <SearchInput
        ref={inputRef}
        id={inputId}
        type="search"
        name={name}
        value={text}
        onChange={handleChange}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={controls}
      />
      <SearchSubmit type="submit" aria-label={submitLabel}>
        <UiIcon name="search" />
      </SearchSubmit>
    </SearchBoxRoot>
  );
}
SearchBox.displayName = 'SearchBox';
