import { useEffect, useMemo, useRef, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import {
  MSG_PAST_EXPIRATION,
  calculateExpiration,
  expirationSchema,
  formatDate,
  type ExpirationValues,
  type FaqProduct,
} from '@larder/domain';
import { Field } from '../../forms/Field';
import { FormActions, FormRoot, TextInput } from '../../forms/Field.styles';
import { Select } from '../../forms/Select';
import { validateWith } from '../../forms/validateWith';
import { Button } from '../Button';
import {
  CalculatorFields,
  ResultBox,
  ResultDate,
  ResultDetails,
  ResultMark,
  ResultMessage,
} from './ExpirationCalculator.styles';

/** A product the calculator offers: its shelf life in days sets the expiration date. */
export type ExpirationProduct = Pick<FaqProduct, 'id' | 'name' | 'productCode' | 'shelfLife'>;

/** What the visitor entered, and whether the result is shown (fields locked) until 'Clear'. */
export interface ExpirationCalculatorValue {
  /** Product id, '' for none. */
  product: string;
  /** Julian day as typed, e.g. '112'. */
  julian: string;
  /** Two-digit year as typed, e.g. '24'. */
  year: string;
  /** True after 'Calculate': the result shows and the fields are locked. Ignored while the entry is invalid. */
  calculated: boolean;
}

export interface ExpirationCalculatorProps extends Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'defaultValue' | 'onChange' | 'children'
> {
  /** Products offered in the product field (spec §9: the 'Website Active' ones), in display order. */
  products: readonly ExpirationProduct[];
  /** The day the result is compared with, and which fixes the 10-year window. @default new Date() */
  today?: Date;
  /** Controlled entry; pair with `onValueChange`. */
  value?: ExpirationCalculatorValue;
  /** Entry to start with (e.g. from a shared URL); `calculated` shows the result at once when the entry is valid. */
  defaultValue?: Partial<ExpirationCalculatorValue>;
  /** Called with the whole entry whenever a field, 'Calculate' or 'Clear' changes it. */
  onValueChange?: (value: ExpirationCalculatorValue) => void;
}

type FieldName = keyof ExpirationValues;

const EMPTY: ExpirationCalculatorValue = { product: '', julian: '', year: '', calculated: false };
const MAX_LENGTH: Record<'julian' | 'year', number> = { julian: 3, year: 2 };

const digitsOnly = (text: string) => text.replace(/\D/g, '');
const pluralDays = (days: number) => `${days} day${days === 1 ? '' : 's'}`;

/**
 * An ExpirationCalculator turns a product and the Julian day and two-digit year of its manufacturing code into
 * its expiration date (spec §4, §5). Each field appears once the one before it is valid, 'Calculate' and 'Clear'
 * once the whole entry is; the result locks the fields until 'Clear' and reads 'Product is Past Its Expiration
 * Date' (red, with an exclamation mark) when the date lies before `today`, else it is green with a tick.
 * Field names are `product`, `day` and `year`, so without JavaScript the form submits the shareable query.
 */
export function ExpirationCalculator({
  products,
  today: todayProp,
  value: valueProp,
  defaultValue,
  onValueChange,
  'aria-label': ariaLabel = 'Expiration date calculator',
  ...rest
}: ExpirationCalculatorProps) {
  // One `today` per mount unless given: the window and the comparison must not move between renders.
  const [fallbackToday] = useState(() => new Date());
  const today = todayProp ?? fallbackToday;
  const [inner, setInner] = useState<ExpirationCalculatorValue>(() => ({
    product: defaultValue?.product ?? '',
    julian: defaultValue?.julian ?? '',
    year: defaultValue?.year ?? '',
    calculated: defaultValue?.calculated ?? false,
  }));
  const current = valueProp ?? inner;
  const set = (next: ExpirationCalculatorValue) => {
    if (valueProp === undefined) setInner(next);
    onValueChange?.(next);
  };

  // A field shows its message once the visitor left it or filled it to its length; prefilled fields at once.
  const [visited, setVisited] = useState<Record<FieldName, boolean>>(() => ({
    product: Boolean(defaultValue?.product),
    julian: Boolean(defaultValue?.julian),
    year: Boolean(defaultValue?.year),
  }));
  const visit = (name: FieldName) => {
    if (!visited[name]) setVisited((seen) => ({ ...seen, [name]: true }));
  };

  const productSelect = useRef<HTMLSelectElement | HTMLButtonElement>(null);
  const focusResult = useRef(false);
  const focusProduct = useRef(false);
  // After 'Clear' the product field is enabled again only on the next render, so focus it then.
  useEffect(() => {
    if (!focusProduct.current) return;
    focusProduct.current = false;
    productSelect.current?.focus();
  });

  const productOptions = useMemo(
    () =>
      products.map((option) => ({
        value: option.id,
        label: option.productCode ? `${option.name} (${option.productCode})` : option.name,
      })),
    [products],
  );
  const validate = useMemo(() => validateWith(expirationSchema(today)), [today]);
  const product = products.find((candidate) => candidate.id === current.product);
  const productValue = product ? product.id : '';
  const errors = (validate({ product: productValue, julian: current.julian, year: current.year }) ??
    {}) as Partial<Record<FieldName, string>>;
  const productValid = product !== undefined;
  const julianValid = productValid && current.julian !== '' && !errors.julian;
  const formValid = julianValid && current.year !== '' && !errors.year;
  const outcome =
    formValid && product
      ? calculateExpiration({
          julian: current.julian,
          year: current.year,
          shelfLife: product.shelfLife,
          today,
        })
      : null;
  const result = outcome?.ok && current.calculated ? outcome : null;
  const locked = result !== null;

  const shownError = (name: FieldName, text: string): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    const full = name !== 'product' && text.length >= MAX_LENGTH[name];
    return visited[name] || full ? error : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked) return;
    if (!formValid) {
      setVisited({ product: true, julian: productValid, year: julianValid });
      return;
    }
    focusResult.current = true;
    set({ ...current, product: productValue, calculated: true });
  };

  const clear = () => {
    setVisited({ product: false, julian: false, year: false });
    focusProduct.current = true;
    set(EMPTY);
  };

  const resultCallback = (node: HTMLDivElement | null) => {
    // The result is announced by moving focus to it after 'Calculate' (not on a server-rendered first load).
    if (node && focusResult.current) {
      focusResult.current = false;
      node.focus();
    }
  };

  return (
    <FormRoot method="get" noValidate aria-label={ariaLabel} onSubmit={onSubmit} {...rest}>
      <CalculatorFields>
        <Field label="Product" required error={visited.product ? errors.product : undefined}>
          {(control) => (
            <Select
              {...control}
              ref={productSelect}
              name="product"
              value={productValue}
              disabled={locked}
              onValueChange={(value) => {
                visit('product');
                set({ ...current, product: value, calculated: false });
              }}
              onBlur={() => visit('product')}
              placeholder="Select a product"
              options={productOptions}
            />
          )}
        </Field>
        {productValid ? (
          <Field
            label="Julian date"
            hint="Day of the year, 1 to 366: the first digits of the manufacturing code"
            required
            error={shownError('julian', current.julian)}
          >
            {(control) => (
              <TextInput
                {...control}
                name="day"
                inputMode="numeric"
                autoComplete="off"
                maxLength={MAX_LENGTH.julian}
                value={current.julian}
                disabled={locked}
                onChange={(event) =>
                  set({ ...current, julian: digitsOnly(event.target.value), calculated: false })
                }
                onBlur={() => visit('julian')}
              />
            )}
          </Field>
        ) : null}
        {julianValid ? (
          <Field
            label="Two digit year"
            hint="The two digits after the Julian date, e.g. 24"
            required
            error={shownError('year', current.year)}
          >
            {(control) => (
              <TextInput
                {...control}
                name="year"
                inputMode="numeric"
                autoComplete="off"
                maxLength={MAX_LENGTH.year}
                value={current.year}
                disabled={locked}
                onChange={(event) =>
                  set({ ...current, year: digitsOnly(event.target.value), calculated: false })
                }
                onBlur={() => visit('year')}
              />
            )}
          </Field>
        ) : null}
      </CalculatorFields>
      {formValid ? (
        <FormActions>
          {locked ? null : <Button type="submit">Calculate</Button>}
          <Button type="button" variant="secondary" onClick={clear}>
            Clear
          </Button>
        </FormActions>
      ) : null}
      {result && product ? (
        <ResultBox
          ref={resultCallback}
          tabIndex={-1}
          data-state={result.isPast ? 'past' : 'ok'}
          aria-label="Result"
          role="group"
        >
          <ResultMark aria-hidden="true">{result.isPast ? '!' : '✓'}</ResultMark>
          <ResultDate>Expiration Date: {result.expiration}</ResultDate>
          {result.isPast ? <ResultMessage>{MSG_PAST_EXPIRATION}</ResultMessage> : null}
          <ResultDetails>
            {product.name}: made {formatDate(result.manufactureDate)}, shelf life{' '}
            {pluralDays(product.shelfLife)}.
          </ResultDetails>
        </ResultBox>
      ) : null}
    </FormRoot>
  );
}
ExpirationCalculator.displayName = 'ExpirationCalculator';
