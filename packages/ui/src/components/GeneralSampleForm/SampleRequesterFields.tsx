import { STATE_OPTIONS } from '@larder/domain';
import { SelectField, TextField } from '../../forms/adapters';

/**
 * The requester's name, contact and business address, the fields the general and the portion-control sample
 * forms share (spec §5: the same fields under the same rules), in a form grid. `title` adds the optional job
 * title with its 50-character counter after the phone, as the general form asks.
 */
export function SampleRequesterFields({ title = false }: { title?: boolean }) {
  return (
    <>
      <TextField name="fname" label="First name" autoComplete="given-name" required />
      <TextField name="lname" label="Last name" autoComplete="family-name" required />
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
      {title ? <TextField name="title" label="Title" autoComplete="organization-title" counter={50} /> : null}
      <TextField name="company" label="Company" autoComplete="organization" required />
      <TextField name="address" label="Address" autoComplete="address-line1" required />
      <TextField name="zip" label="ZIP code" inputMode="numeric" autoComplete="postal-code" required />
      <TextField name="city" label="City" autoComplete="address-level2" required />
      <SelectField name="state" label="State" options={STATE_OPTIONS} placeholder="Select a state" required />
      <TextField name="website" label="Website" type="url" autoComplete="url" required />
    </>
  );
}
