import { submitPurchaseForm, useApiClient, validateZipcode } from '@larder/client';
import { inquirySchema, type FaqProduct, type InquiryPayload } from '@larder/domain';
import type { CaptchaConfig, FormSubmitResult } from '@larder/ui';
import { useCaptchaConfig, withFieldErrors } from '../forms/form-support';

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
      const { errors } = await withFieldErrors(
        () => submitPurchaseForm(payload, { client }),
        // Every variant has the same fields: a server error naming one is shown on it (spec §5, §7).
        inquirySchema('locator'),
      );
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
