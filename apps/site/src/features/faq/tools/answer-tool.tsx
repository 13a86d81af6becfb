import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryState } from '../query-state';
import styled from 'styled-components';
import type { FaqProduct } from '@larder/domain';
import { Button, FaqAnswer, FindProduct, type FaqAnswerKind } from '@larder/ui';
import { getHref } from '../../../paths';
import { activeProducts, productFromQuery, type FaqSlug } from '../faq-tools';

const Tool = styled.div`
  display: grid;
  gap: var(--ui-space-5);
`;

const Finder = styled.form`
  display: grid;
  gap: var(--ui-space-4);
  justify-items: start;

  & > :first-child {
    justify-self: stretch;
  }
`;

export interface AnswerToolProps {
  slug: FaqSlug;
  kind: FaqAnswerKind;
  products: readonly FaqProduct[];
}

/**
 * The allergen, gluten, kosher and shelf-life tools (spec §2.9): find a 'Website Active' product by name or UPC and
 * see the answer. The choice lives in the URL (`?product=<id>`, replaced, not pushed), so the answer can be shared
 * and the server renders it. Without JavaScript the finder is a GET form sending `?product=` or `?upc=`.
 */
export function AnswerTool({ slug, kind, products }: AnswerToolProps) {
  const active = useMemo(() => activeProducts(products), [products]);
  const [searchParams] = useSearchParams();
  const [selectedId, choose] = useQueryState(
    'product',
    (search) => productFromQuery(active, search)?.id ?? null,
    ['upc'],
  );
  const selected = active.find((product) => product.id === selectedId) ?? null;
  const [asked, setAsked] = useState(false);
  const answerRef = useRef<HTMLElement>(null);

  return (
    <Tool>
      <Finder
        method="get"
        action={getHref('faqTool', slug)}
        noValidate
        aria-label="Find a product"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(true);
          if (selected) answerRef.current?.focus();
        }}
      >
        <FindProduct
          products={active}
          value={selected?.id ?? null}
          onChange={choose}
          showErrors={asked}
          defaultUpc={searchParams.get('product') ? '' : (searchParams.get('upc') ?? '')}
        />
        <Button type="submit">Show answer</Button>
      </Finder>
      <FaqAnswer ref={answerRef} tabIndex={-1} kind={kind} product={selected} />
    </Tool>
  );
}
