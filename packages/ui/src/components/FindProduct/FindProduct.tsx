import { useEffect, useId, useMemo, useRef, useState, type ComponentPropsWithRef } from 'react';
import { ValidationError } from 'yup';
import { findProductSchema, matchesUpc, type FaqProduct, type FindProductValues } from '@larder/domain';
import { Field, FieldError } from '../../forms/Field';
import { TextInput } from '../../forms/Field.styles';
import { Select } from '../../forms/Select';
import { FindProductOr, FindProductRoot, FindProductRow } from './FindProduct.styles';

/** Longest item number (GTIN-14). */
const UPC_MAX_LENGTH = 14;
/** From this length on, a UPC selects the product it matches (spec §4). */
const UPC_MATCH_LENGTH = 12;

export interface FindProductProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  /** Options to offer (the caller filters statuses). */
  products: readonly FaqProduct[];
  /** Selected product id. */
  value: string | null;
  /** Called with the product picked in the dropdown or matched by UPC, and with null when the choice is cleared. */
  onChange: (productId: string | null) => void;
  /** Label of the dropdown. @default 'Product' */
  productLabel?: string;
  /** Label of the UPC field. @default 'UPC' */
  upcLabel?: string;
  /** Text of the empty first option. @default 'Select a product' */
  productPlaceholder?: string;
  /**
   * Show every message, also for fields not yet left: set it once the visitor asks for the answer, so an empty
   * finder says 'At least one field must be filled'. @default false
   */
  showErrors?: boolean;
  /** Locks both fields (e.g. while a result is shown). @default false */
  disabled?: boolean;
  /** Name of the dropdown in a form (a GET form sends `?product=<id>`). @default 'product' */
  productName?: string;
  /** Name of the UPC field in a form. @default 'upc' */
  upcName?: string;
  /** UPC text shown at first (e.g. from the query string). @default '' */
  defaultUpc?: string;
}

function productLabelOf(product: FaqProduct): string {
  return `${product.name} (${product.productCode})`;
}

function matchUpc(products: readonly FaqProduct[], upc: string): FaqProduct | undefined {
  if (upc.length < UPC_MATCH_LENGTH) return undefined;
  return products.find((product) => matchesUpc(product, upc));
}

type Errors = Partial<Record<keyof FindProductValues, string>>;

function validate(products: readonly FaqProduct[], values: FindProductValues): Errors {
  try {
    findProductSchema(products).validateSync(values, { abortEarly: false });
    return {};
  } catch (failure) {
    if (!(failure instanceof ValidationError)) throw failure;
    const errors: Errors = {};
    for (const inner of failure.inner) {
      const path = inner.path as keyof FindProductValues | undefined;
      if (path && errors[path] === undefined) errors[path] = inner.errors[0];
    }
    return errors;
  }
}

/**
 * FindProduct picks the product an FAQ tool answers about: from a dropdown, or by typing its UPC (spec §4, §5).
 * Entering one clears the other; a UPC of 12 or more characters selects the product whose `upc` or `upc12`
 * matches. Messages are tied to the fields as accessible descriptions.
 */
export function FindProduct({
  products,
  value,
  onChange,
  productLabel = 'Product',
  upcLabel = 'UPC',
  productPlaceholder = 'Select a product',
  showErrors = false,
  disabled = false,
  productName = 'product',
  upcName = 'upc',
  defaultUpc = '',
  ...rest
}: FindProductProps) {
  const [upc, setUpc] = useState(defaultUpc);
  const [upcLeft, setUpcLeft] = useState(false);
  // The value this finder last reported, to tell its own changes from the caller's (e.g. a Clear button).
  const [emitted, setEmitted] = useState<string | null>(value);
  const [seenValue, setSeenValue] = useState<string | null>(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== emitted && upc !== '') {
      // The caller chose or cleared the product itself: the UPC no longer describes the choice.
      setUpc('');
      setUpcLeft(false);
    }
  }

  const productOptions = useMemo(
    () => products.map((product) => ({ value: product.id, label: productLabelOf(product) })),
    [products],
  );
  const groupErrorId = `find-product-${useId()}-error`;
  const selected = value !== null && products.some((product) => product.id === value) ? value : '';
  const trimmedUpc = upc.trim();
  const errors = useMemo(
    () => validate(products, { product: selected, upc: trimmedUpc }),
    [products, selected, trimmedUpc],
  );

  // 'Not found' is known as soon as a full-length UPC is typed; a UPC of the wrong length is only reported once
  // the visitor leaves the field or asks for the answer, so typing is not interrupted.
  let upcError: string | undefined;
  if (errors.upc !== undefined && (upcLeft || showErrors || trimmedUpc.length >= UPC_MATCH_LENGTH)) {
    upcError = errors.upc;
  }
  const requiredError = showErrors && errors.product !== undefined ? errors.product : undefined;

  const report = (next: string | null) => {
    setEmitted(next);
    if (next !== value) onChange(next);
  };

  // A UPC typed before the product list arrived (the FAQ tools fetch it after hydration) selects its product once
  // the list is there.
  const matchedIn = useRef(products);
  useEffect(() => {
    if (products === matchedIn.current) return;
    matchedIn.current = products;
    const trimmed = upc.trim();
    const match = trimmed === '' || value !== null ? undefined : matchUpc(products, trimmed);
    // Reported after the effect, as if typed: the finder's own choice, so the typed UPC stays.
    if (match) queueMicrotask(() => report(match.id));
    // Only a new list is a reason to look again; the UPC's own changes are matched as they are typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [products]);

  const describedBy = (own: string | undefined) =>
    [own, requiredError ? groupErrorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <FindProductRoot {...rest}>
      <FindProductRow>
        <Field label={productLabel} invalid={requiredError !== undefined}>
          {(control) => (
            <Select
              {...control}
              aria-describedby={describedBy(control['aria-describedby'])}
              name={productName}
              value={selected}
              disabled={disabled}
              onValueChange={(next) => {
                setUpc('');
                setUpcLeft(false);
                report(next === '' ? null : next);
              }}
              placeholder={productPlaceholder}
              options={productOptions}
            />
          )}
        </Field>
        <FindProductOr>or</FindProductOr>
        <Field
          label={upcLabel}
          error={upcError}
          invalid={upcError !== undefined || requiredError !== undefined}
        >
          {(control) => (
            <TextInput
              {...control}
              aria-describedby={describedBy(control['aria-describedby'])}
              type="text"
              name={upcName}
              inputMode="numeric"
              autoComplete="off"
              maxLength={UPC_MAX_LENGTH}
              value={upc}
              disabled={disabled}
              onChange={(event) => {
                const next = event.target.value.slice(0, UPC_MAX_LENGTH);
                setUpc(next);
                setUpcLeft(false);
                const trimmed = next.trim();
                // Typing a UPC clears the dropdown, unless it matches a product, which it then selects.
                report(trimmed === '' ? null : (matchUpc(products, trimmed)?.id ?? null));
              }}
              onBlur={() => setUpcLeft(true)}
            />
          )}
        </Field>
      </FindProductRow>
      <FieldError id={groupErrorId}>{requiredError}</FieldError>
    </FindProductRoot>
  );
}
FindProduct.displayName = 'FindProduct';
