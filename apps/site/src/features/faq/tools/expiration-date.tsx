import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isWebsiteActive } from '@larder/domain';
import { ExpirationCalculator, type ExpirationCalculatorValue } from '@larder/ui';
import type { FaqToolProps } from '../tool-types';

/**
 * Expiration date calculator (spec §2.9, §4, §5) at /faq/expiration-date. The entry is shareable:
 * `?product=<id>` as soon as a product is chosen, plus `&day=<julian>&year=<yy>` once a result is shown. A URL
 * with all three valid renders the result on the server (fields locked, 'Clear' to start again).
 */
export default function ExpirationDateTool({ products }: FaqToolProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Spec §9: the active tools list 'Website Active' products only.
  const active = useMemo(() => products.filter(isWebsiteActive), [products]);
  // The URL seeds the calculator once; from then on the calculator owns its entry and writes the URL back.
  const [defaultValue] = useState<ExpirationCalculatorValue>(() => {
    const product = searchParams.get('product') ?? '';
    const julian = searchParams.get('day') ?? '';
    const year = searchParams.get('year') ?? '';
    return { product, julian, year, calculated: product !== '' && julian !== '' && year !== '' };
  });

  const onValueChange = (value: ExpirationCalculatorValue) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.product) next.set('product', value.product);
        else next.delete('product');
        if (value.calculated) {
          next.set('day', value.julian);
          next.set('year', value.year);
        } else {
          next.delete('day');
          next.delete('year');
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return <ExpirationCalculator products={active} defaultValue={defaultValue} onValueChange={onValueChange} />;
}
