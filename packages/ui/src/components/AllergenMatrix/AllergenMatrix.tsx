import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { MAJOR_ALLERGENS, type AllergenKey } from '@larder/domain';
import { Select } from '../../forms/Select';
import { Link } from '../../theme/Link';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import {
  Actions,
  Checks,
  Code,
  Form,
  Root,
  Scroller,
  Selects,
  Summary,
  Table,
} from './AllergenMatrix.styles';

/** One product row of the matrix. */
export interface AllergenMatrixItem {
  id: string;
  name: string;
  productCode: string;
  /** The product page. */
  href: string;
  /** Package name, e.g. 'Gallon'. */
  packageName: string;
  /** Allergens the product contains. */
  contains: readonly AllergenKey[];
  /** When the product's data last changed (ISO 8601). */
  timeModified: string;
}

/** A choice of a filter select. */
export interface AllergenFilterOption {
  id: string;
  name: string;
}

export interface AllergenMatrixProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The products shown, one row each, in order. */
  rows: readonly AllergenMatrixItem[];
  /** Where the filter form is sent (GET), e.g. '/allergens'. */
  action: string;
  /** The same rows as CSV, e.g. '/allergens.csv?free=milk'. */
  csvHref: string;
  /** Allergens the rows are free of (checked in the form). @default [] */
  free?: readonly AllergenKey[];
  /** The flavor, package and product-line ids chosen (one each). @default {} */
  selected?: { flavor?: string; package?: string; productLines?: string };
  /** The choices of the three selects. */
  options: {
    flavors: readonly AllergenFilterOption[];
    packagings: readonly AllergenFilterOption[];
    productLines: readonly AllergenFilterOption[];
  };
  /** Caption of the table. @default 'Major allergens by product' */
  caption?: string;
  /** How many products match in all, when `rows` are one page of them. @default rows.length */
  total?: number;
  /** Under the table: the links to the other pages when `rows` are one page of the matches. */
  pager?: ReactNode;
  /**
   * Given, a 'Print the whole matrix' button beside the download calls it (the page shows every matching row, then
   * prints). Pass it only once JavaScript runs: without it the button could do nothing.
   */
  onPrintAll?: () => void;
  /** The whole matrix is being prepared for printing: the button waits. @default false */
  printAllBusy?: boolean;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Feb 11, 2026', in UTC: what `Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })`
 * writes, without it. The page's first `Intl` call loads the browser's ICU data, about 17 ms on a desktop CPU
 * (70 ms on a phone at 4×), which the module paid while it loaded, in the allergen page's longest task.
 */
function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

function labelsOf(keys: readonly AllergenKey[]): string {
  const labels = MAJOR_ALLERGENS.filter(({ key }) => keys.includes(key)).map(({ label }) =>
    label.toLowerCase(),
  );
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/**
 * An AllergenMatrix shows products against the nine major US allergens in a table whose header row and product
 * column stay in view while it scrolls, under a GET form (works without JavaScript) that keeps products free of
 * chosen allergens and narrows by flavor, package and product line, with a CSV download of the same rows.
 */
export function AllergenMatrix({
  rows,
  action,
  csvHref,
  free = [],
  selected = {},
  options,
  caption = 'Major allergens by product',
  total = rows.length,
  pager,
  onPrintAll,
  printAllBusy = false,
  ref,
  ...rest
}: AllergenMatrixProps) {
  const id = useId();
  const captionId = `${id}-caption`;
  const summary =
    `${total} ${total === 1 ? 'product' : 'products'}` +
    (free.length > 0 ? ` free of ${labelsOf(free)}` : '');
  const select = (name: 'flavor' | 'package' | 'productLines', label: string, any: string) => {
    const choices =
      name === 'flavor' ? options.flavors : name === 'package' ? options.packagings : options.productLines;
    return (
      <label id={`${id}-${name}-label`} htmlFor={`${id}-${name}`}>
        {label}
        <Select
          id={`${id}-${name}`}
          name={name}
          defaultValue={selected[name] ?? ''}
          placeholder={any}
          options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        />
      </label>
    );
  };

  return (
    <Root ref={ref} {...rest}>
      <Form method="get" action={action} aria-label="Filter the allergen matrix">
        <fieldset>
          <legend>Free of</legend>
          <Checks>
            {MAJOR_ALLERGENS.map(({ key, label }) => (
              <label key={key}>
                <input type="checkbox" name="free" value={key} defaultChecked={free.includes(key)} />
                {label}
              </label>
            ))}
          </Checks>
        </fieldset>
        <Selects>
          {select('flavor', 'Flavor', 'Any flavor')}
          {select('package', 'Package', 'Any package')}
          {select('productLines', 'Product line', 'Any product line')}
        </Selects>
        <Actions>
          <Button type="submit">Show products</Button>
          <Button variant="link" href={action}>
            Clear filters
          </Button>
        </Actions>
      </Form>
      <Actions>
        <Summary>{summary}</Summary>
        <Button variant="secondary" size="sm" href={csvHref} download>
          Download CSV
        </Button>
        {onPrintAll && rows.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={onPrintAll} disabled={printAllBusy}>
            {printAllBusy ? 'Preparing the whole matrix…' : 'Print the whole matrix'}
          </Button>
        ) : null}
      </Actions>
      {rows.length === 0 ? (
        <EmptyState title="No products match these filters.">
          Clear a filter or allow another allergen to see more products.
        </EmptyState>
      ) : (
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop and the name.
        <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
          <Table>
            <caption id={captionId}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Package</th>
                {MAJOR_ALLERGENS.map(({ key, label }) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
                <th scope="col">Last changed</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link href={row.href}>{row.name}</Link>
                    <Code>{row.productCode}</Code>
                  </th>
                  <td>{row.packageName}</td>
                  {MAJOR_ALLERGENS.map(({ key }) => {
                    const contains = row.contains.includes(key);
                    return (
                      <td key={key} data-contains={contains ? '' : undefined}>
                        {contains ? 'Contains' : 'Free'}
                      </td>
                    );
                  })}
                  <td>
                    <time dateTime={row.timeModified}>{formatDate(row.timeModified)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      )}
      {pager}
    </Root>
  );
}

AllergenMatrix.displayName = 'AllergenMatrix';
