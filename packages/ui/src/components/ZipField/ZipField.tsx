import { useEffect, useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { MSG_ZIP_API_ERROR, MSG_ZIP_INVALID, MSG_ZIP_NO_CITY, STATE_OPTIONS } from '@larder/domain';
import { Field } from '../../forms/Field';
import { TextInput } from '../../forms/Field.styles';
import { Select } from '../../forms/Select';
import { visibleError } from '../../forms/adapters';
import { ZipFieldRoot, ZipStatus } from './ZipField.styles';

/** The answer of `POST /api/validate-zipcode` (spec §3 "ZIP validation result"). */
export interface ZipLookupResult {
  success: boolean;
  city: string | null;
  state: string | null;
  cityFound: boolean;
  error: string | null;
  errorType: 'INVALID_ZIP' | 'API_ERROR' | null;
}

/** Where a ZIP lookup stands (spec §4 "ZIP lookup"). */
export type ZipLookupStatus = 'idle' | 'validating' | 'found' | 'noCity' | 'invalidZip' | 'apiError';

/** Debounce of the lookup after the fifth digit (spec §9). */
export const ZIP_LOOKUP_DEBOUNCE_MS = 500;

export interface ZipFieldProps extends ComponentPropsWithRef<'div'> {
  /** Looks a ZIP up; a rejection counts as API_ERROR. */
  lookup: (zip: string) => Promise<ZipLookupResult>;
  /** Names of the three form fields. @default { zip: 'zip', city: 'city', state: 'state' } */
  names?: { zip: string; city: string; state: string };
  /** Called whenever the lookup state changes (e.g. to block submit while validating). */
  onStatusChange?: (status: ZipLookupStatus) => void;
}

const subscription = {
  value: true,
  error: true,
  touched: true,
  submitError: true,
  dirtySinceLastSubmit: true,
};

const statusMessages: Partial<Record<ZipLookupStatus, { text: string; tone: 'danger' | 'muted' }>> = {
  validating: { text: 'Validating ZIP code...', tone: 'muted' },
  noCity: { text: MSG_ZIP_NO_CITY, tone: 'muted' },
  invalidZip: { text: MSG_ZIP_INVALID, tone: 'danger' },
  apiError: { text: MSG_ZIP_API_ERROR, tone: 'danger' },
};

/**
 * A ZipField takes a 5-digit ZIP and fills city and state from `lookup` (debounced 500 ms, only for exactly 5
 * digits). Changing the ZIP clears city and state; the city is editable only when the lookup failed or found no
 * city, the state only when the lookup could not run.
 */
export function ZipField({
  lookup,
  names = { zip: 'zip', city: 'city', state: 'state' },
  onStatusChange,
  ...rest
}: ZipFieldProps) {
  const form = useForm();
  const zip = useField<string>(names.zip, { subscription });
  const city = useField<string>(names.city, { subscription });
  const state = useField<string>(names.state, { subscription });
  const statusId = `zip-status-${useId()}`;
  const [status, setStatusState] = useState<ZipLookupStatus>('idle');
  const [pendingZip, setPendingZip] = useState<string | null>(null);
  const lookupRef = useRef(lookup);
  const statusRef = useRef(onStatusChange);
  useEffect(() => {
    lookupRef.current = lookup;
    statusRef.current = onStatusChange;
  });

  const setStatus = (next: ZipLookupStatus) => {
    setStatusState(next);
    statusRef.current?.(next);
  };

  useEffect(() => {
    if (pendingZip === null) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setStatus('validating');
      lookupRef
        .current(pendingZip)
        .then((result) => {
          if (!current) return;
          if (result.success) {
            form.batch(() => {
              form.change(names.state, result.state ?? undefined);
              form.change(names.city, result.cityFound ? (result.city ?? undefined) : undefined);
            });
            setStatus(result.cityFound ? 'found' : 'noCity');
          } else {
            setStatus(result.errorType === 'INVALID_ZIP' ? 'invalidZip' : 'apiError');
          }
        })
        .catch(() => {
          if (current) setStatus('apiError');
        });
    }, ZIP_LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pendingZip, form, names.city, names.state]);

  const onZipChange = (raw: string) => {
    // Numeric input only (spec §5): anything but digits is dropped, and at most 5 are kept.
    const digits = raw.replace(/\D/g, '').slice(0, 5);
    if (digits === (zip.input.value ?? '')) return;
    form.batch(() => {
      zip.input.onChange(digits || undefined);
      form.change(names.city, undefined);
      form.change(names.state, undefined);
    });
    setStatus('idle');
    setPendingZip(digits.length === 5 ? digits : null);
  };

  const cityEditable = status === 'noCity' || status === 'apiError';
  const stateEditable = status === 'apiError';
  const zipError = visibleError(zip.meta);
  const cityError = visibleError(city.meta);
  const stateError = visibleError(state.meta);
  const message = statusMessages[status];

  return (
    <ZipFieldRoot data-status={status} {...rest}>
      <Field
        label="ZIP code"
        required
        error={zipError}
        invalid={Boolean(zipError) || status === 'invalidZip'}
      >
        {(control) => (
          <TextInput
            {...control}
            aria-describedby={
              [control['aria-describedby'], message ? statusId : null].filter(Boolean).join(' ') || undefined
            }
            name={names.zip}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip.input.value ?? ''}
            onChange={(event) => onZipChange(event.target.value)}
            onBlur={zip.input.onBlur}
            onFocus={zip.input.onFocus}
          />
        )}
      </Field>
      <Field label="City" required error={cityError}>
        {(control) => (
          <TextInput
            {...control}
            name={names.city}
            type="text"
            autoComplete="address-level2"
            readOnly={!cityEditable}
            value={city.input.value ?? ''}
            onChange={city.input.onChange}
            onBlur={city.input.onBlur}
            onFocus={city.input.onFocus}
          />
        )}
      </Field>
      <Field label="State" required error={stateError}>
        {(control) => (
          <Select
            {...control}
            name={names.state}
            autoComplete="address-level1"
            disabled={!stateEditable}
            value={state.input.value ?? ''}
            onValueChange={(value) => state.input.onChange(value)}
            onBlur={() => state.input.onBlur()}
            onFocus={() => state.input.onFocus()}
            placeholder="Select a state"
            options={STATE_OPTIONS}
          />
        )}
      </Field>
      <ZipStatus id={statusId} role="status" data-tone={message?.tone}>
        {message?.text}
      </ZipStatus>
    </ZipFieldRoot>
  );
}
ZipField.displayName = 'ZipField';
