import { submitPurchaseForm, useApiClient, validateZipcode } from '@larder/client';
import type { FaqProduct, InquiryPayload } from '@larder/domain';
import type { CaptchaConfig, FormSubmitResult } from '@larder/ui';
import { useCaptchaConfig, withFieldErrors } from '../contact-form-support';

/** Fields of the inquiry form a server error may name (spec §5, §7: errors come back as param and value). */
const INQUIRY_FIELDS = [
  'zip',
  'state',
  'city',
  'products',
  'company',
  'companyWebsite',
  'numberOfLocations',
  'segment',
  'distributorName',
  'fullName',
  'email',
  'phone',
  'message',
  'captcha',
];

export interface PurchaseForm {
  /** The captcha widget's settings; undefined until the site key has loaded. */
  captcha: CaptchaConfig | undefined;
  lookupZip: (zip: string) => ReturnType<typeof validateZipcode>;
  /** Posts the inquiry to /api/faq/purchase-form; resolves to the field errors the server named, if any. */
  onSubmit: (payload: InquiryPayload) => Promise<FormSubmitResult | undefined>;
}

/** The wiring the FAQ inquiry forms (availability, where to buy) share: captcha, ZIP lookup and submission. */
export function usePurchaseForm(): PurchaseForm {
  const client = useApiClient();
  const captcha = useCaptchaConfig();
  return {
    captcha,
    lookupZip: (zip) => validateZipcode(zip, { client }),
    onSubmit: async (payload) => {
      const { errors } = await withFieldErrors(() => submitPurchaseForm(payload, { client }), INQUIRY_FIELDS);
      return errors;
    },
  };
}

/** The product `?product=<id>` names, when it is one of `products`; null otherwise. */
export function requestedProduct(
  searchParams: URLSearchParams,
  products: readonly FaqProduct[],
): string | null {
  const id = searchParams.get('product');
  return id !== null && products.some((product) => product.id === id) ? id : null;
}
