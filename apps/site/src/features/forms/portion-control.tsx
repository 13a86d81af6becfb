import { useMemo } from 'react';
import styled from 'styled-components';
import { pickDataset, submitSample, useApiClient, useDxpData, useSearch } from '@larder/client';
import {
  portionControlSampleSchema,
  toPortionControlSamplePayload,
  type PortionControlSampleValues,
} from '@larder/domain';
import {
  Button,
  Heading,
  Hero,
  Loading,
  PortionControlSampleForm,
  ProductTile,
  Statistics,
  TileGrid,
} from '@larder/ui';
import { track } from '../../lib/analytics';
import { getHref } from '../../paths';
import { Page } from '../../shell/page';
import { useCaptchaConfig, useGoHomeAfterSuccess, withFieldErrors } from './form-support';
import {
  CUPS_LIST_ID,
  PORTION_CONTROL_DATASETS,
  POUCHES_LIST_ID,
  curatedIds,
  portionControlQuery,
  productsInOrder,
} from './portion-control-lists';

/** The two statistics of the portion-control page (marketing copy). */
export const PORTION_CONTROL_STATISTICS = [
  { value: '70%', label: 'of millennials like to dip pizza in sauces' },
  { value: '63%', label: 'say dips and condiments are important for adding flavor' },
] as const;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--ui-space-3);
`;

const ProductGrid = styled(TileGrid)`
  margin-top: var(--ui-space-4);
`;

const FormSection = styled.section`
  max-width: 960px;
  width: 100%;
  margin: 0 auto;
`;

function ProductList({
  title,
  id,
  ids,
  groups,
  loading,
}: {
  title: string;
  id: string;
  ids: string[];
  groups: ReturnType<typeof useSearch>['data'];
  loading: boolean;
}) {
  const products = productsInOrder(groups, ids);
  return (
    <section aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {loading && products.length === 0 ? (
        <Loading />
      ) : (
        <ProductGrid minTileWidth={200} aria-labelledby={id}>
          {products.map((product) => (
            <ProductTile
              key={product.id}
              product={product}
              href={getHref('product', product.slug)}
              headingLevel={3}
            />
          ))}
        </ProductGrid>
      )}
    </section>
  );
}

/**
 * Portion-control landing (spec §2.10): hero, 10 cup and 10 pouch dressings from the curated lists, two
 * statistics and the inline portion-control sample form.
 */
export default function PortionControlPage() {
  const goHome = useGoHomeAfterSuccess();
  const client = useApiClient();
  const captcha = useCaptchaConfig();
  const lookups = useDxpData(PORTION_CONTROL_DATASETS);
  const lists = pickDataset(lookups.data, 'curatedLists');
  const query = useMemo(() => portionControlQuery(lists), [lists]);
  const search = useSearch(query);
  const loading = lookups.isLoading || search.isLoading || (!lookups.data && !lookups.error);

  const onSubmit = async (values: PortionControlSampleValues) => {
    const payload = toPortionControlSamplePayload(values);
    const { result, errors } = await withFieldErrors(
      () => submitSample(payload, { client }),
      portionControlSampleSchema,
    );
    if (errors) return errors;
    track({ event: 'sample_request', category: 'Portion Control', requestId: result?.id });
    return undefined;
  };

  return (
    <>
      <Hero
        title="Convenience Tastes So Good"
        subtitle="Cups and pouches of the dressings and sauces you love."
      >
        <HeroActions>
          <Button href={getHref('getSample')}>request a sample</Button>
          <Button href={getHref('recipes')}>view recipes</Button>
        </HeroActions>
      </Hero>
      <Page $gap={7}>
        <ProductList
          title="Cup dressings"
          id="portion-control-cups"
          ids={curatedIds(lists, CUPS_LIST_ID)}
          groups={search.data}
          loading={loading}
        />
        <ProductList
          title="Pouch dressings"
          id="portion-control-pouches"
          ids={curatedIds(lists, POUCHES_LIST_ID)}
          groups={search.data}
          loading={loading}
        />
        <section aria-labelledby="portion-control-stats">
          <Heading level={2} id="portion-control-stats">
            Why portion control
          </Heading>
          <Statistics items={PORTION_CONTROL_STATISTICS} aria-labelledby="portion-control-stats" />
        </section>
        <FormSection aria-labelledby="portion-control-form">
          <Heading level={2} id="portion-control-form">
            Request a portion-control sample
          </Heading>
          {captcha ? (
            <PortionControlSampleForm
              aria-label="Portion-control sample request form"
              captcha={captcha}
              onSubmit={onSubmit}
              onDone={goHome}
            />
          ) : (
            <Loading />
          )}
        </FormSection>
      </Page>
    </>
  );
}
