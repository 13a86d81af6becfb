import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { pickDataset, submitSample, useApiClient, useDxpData, useSearch } from '@larder/client';
import { toPortionControlSamplePayload, type PortionControlSampleValues } from '@larder/domain';
import {
  Button,
  Heading,
  Hero,
  Loading,
  PortionControlSampleForm,
  ProductTile,
  Statistics,
} from '@larder/ui';
import { track } from '../analytics';
import { getHref, paths } from '../paths';
import { useCaptchaConfig, withFieldErrors } from './contact-form-support';
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

const SAMPLE_FIELDS = [
  'fname',
  'lname',
  'email',
  'phone',
  'company',
  'address',
  'zip',
  'city',
  'state',
  'website',
  'locations',
  'captchaId',
];

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--ui-space-3);
`;

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4) var(--ui-space-8);
  display: grid;
  gap: var(--ui-space-7);
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--ui-space-5);
  margin: var(--ui-space-4) 0 0;
  padding: 0;
  list-style: none;

  @media (max-width: 766px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--ui-space-3);
  }
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
        <Grid aria-labelledby={id}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} href={getHref('product', product.slug)} headingLevel={3} />
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}

/**
 * Portion-control landing (spec §2.10): hero, 10 cup and 10 pouch dressings from the curated lists, two
 * statistics and the inline portion-control sample form.
 */
export default function PortionControlPage() {
  const navigate = useNavigate();
  const client = useApiClient();
  const captcha = useCaptchaConfig();
  const lookups = useDxpData(PORTION_CONTROL_DATASETS);
  const lists = pickDataset(lookups.data, 'curatedLists');
  const query = useMemo(() => portionControlQuery(lists), [lists]);
  const search = useSearch(query);
  const loading = lookups.isLoading || search.isLoading || (!lookups.data && !lookups.error);

  const onSubmit = async (values: PortionControlSampleValues) => {
    const payload = toPortionControlSamplePayload(values);
    const { result, errors } = await withFieldErrors(() => submitSample(payload, { client }), SAMPLE_FIELDS);
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
        <Actions>
          <Button href="/get-sample">request a sample</Button>
          <Button href="/recipes">view recipes</Button>
        </Actions>
      </Hero>
      <Page>
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
              onDone={() => void navigate(paths.home.getHref())}
            />
          ) : (
            <Loading />
          )}
        </FormSection>
      </Page>
    </>
  );
}
