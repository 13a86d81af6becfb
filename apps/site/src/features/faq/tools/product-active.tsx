import { AvailabilityTool } from '@larder/ui';
import { requestedProduct, usePurchaseForm } from '../purchase-form';
import { useQueryState } from '../query-state';
import type { FaqToolProps } from '../tool-types';

/**
 * Product availability (spec §2.9, §4) at /faq/product-active: the chosen product is kept in `?product=<id>`, so
 * an answer can be shared and is rendered by the server. Every status is offered (spec §9: 'Deactivated' and
 * 'Website Inactive' too); the inquiry is posted to /api/faq/purchase-form as an 'availabilityForm'.
 */
export default function ProductActiveTool({ products }: FaqToolProps) {
  const { captcha, lookupZip, onSubmit } = usePurchaseForm();
  const [value, onValueChange] = useQueryState('product', (search) => requestedProduct(search, products));

  return (
    <AvailabilityTool
      products={products}
      value={value}
      onValueChange={onValueChange}
      captcha={captcha}
      lookupZip={lookupZip}
      onSubmit={onSubmit}
    />
  );
}
