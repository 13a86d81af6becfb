import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A tool's choice, mirrored in the URL query string (`?name=value`, replaced, not pushed) so an answer can be shared
 * and the server renders it. The component's state is the source of truth: a router navigation is asynchronous,
 * and a control reading its value back from the URL would see its own change late (typing in the UPC field, for
 * instance, lost characters when the cleared product arrived after them).
 */
export function useQueryState(
  name: string,
  initial: (search: URLSearchParams) => string | null,
  /** Other parameters the change removes (e.g. `upc` once a product is chosen). */
  clears: readonly string[] = [],
): [string | null, (value: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [value, setValue] = useState<string | null>(() => initial(searchParams));
  // What this hook last wrote to the URL: a different value there came from a link or the history.
  const written = useRef(searchParams.get(name));
  const inUrl = searchParams.get(name);
  useEffect(() => {
    if (inUrl === written.current) return;
    written.current = inUrl;
    setValue(initial(searchParams));
    // Only a change of this parameter in the URL matters here.
  }, [inUrl]);
  const update = (next: string | null) => {
    written.current = next;
    setValue(next);
    setSearchParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const other of clears) search.delete(other);
        if (next) search.set(name, next);
        else search.delete(name);
        return search;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [value, update];
}
