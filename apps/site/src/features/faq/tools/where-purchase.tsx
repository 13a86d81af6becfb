import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FaqProduct, InquiryValues } from '@larder/domain';
import { InquiryForm, Loading } from '@larder/ui';
import { requestedProduct, usePurchaseForm } from '../purchase-form';

/**
 * Where to buy (`where-purchase`, spec §2.9): the locator form, posted to /api/faq/purchase-form with
 * inquirySource 'locatorForm'. `?product={productId}` preselects a product; inquiries may name products of any
 * status (spec §9).
 */
export function WherePurchaseTool({ products }: { products: readonly FaqProduct[] }) {
  const { captcha, lookupZip, onSubmit } = usePurchaseForm();
  const [searchParams] = useSearchParams();
  const productId = requestedProduct(searchParams, products);
  const initialValues = useMemo<Partial<InquiryValues> | undefined>(
    () => (productId ? { products: [{ id: productId }] } : undefined),
    [productId],
  );

  if (!captcha) return <Loading />;
  return (
    <InquiryForm
      aria-label="Where to buy form"
      variant="locator"
      captcha={captcha}
      lookupZip={lookupZip}
      products={products}
      // The server renders the product the URL names, if any; the catalogue comes after hydration.
      productListHeight="full"
      initialValues={initialValues}
      onSubmit={onSubmit}
    />
  );
}
