import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { submitSample, useApiClient, useProductsAll } from '@larder/client';
import { toGeneralSamplePayload, type GeneralSampleValues } from '@larder/domain';
import { GeneralSampleForm, Heading, Loading } from '@larder/ui';
import { track, trackEvent } from '../analytics';
import { paths } from '../paths';
import { stateString, useCaptchaConfig, useGaFromOnArrival, withFieldErrors } from './contact-form-support';
import { prefillSampleIds, sampleProducts } from './get-sample-prefill';

const SAMPLE_FIELDS = [
  'fname',
  'lname',
  'email',
  'phone',
  'title',
  'sample',
  'company',
  'address',
  'zip',
  'city',
  'state',
  'website',
  'message',
  'distributor',
  'find',
  'description',
  'segment',
  'locations',
  'captchaId',
];

/** Analytics category of the sample pages (spec §2.10). */
const SAMPLE_CATEGORY = 'Sample Requests';

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4) var(--ui-space-8);
  display: grid;
  gap: var(--ui-space-5);

  & > p {
    margin: 0;
  }
`;

/**
 * Request a Sample (spec §2.10): the general sample form, its product list prefilled from the navigation state's
 * (or the query string's) product code, else website group.
 */
export default function GetSamplePage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const captcha = useCaptchaConfig();
  const products = useProductsAll();
  useGaFromOnArrival(SAMPLE_CATEGORY);

  const state: unknown = location.state;
  const gaLabel = stateString(state, 'gaLabel');
  const code = stateString(state, 'code') ?? (searchParams.get('code') || undefined);
  const group = stateString(state, 'group') ?? (searchParams.get('group') || undefined);

  const offered = useMemo(() => sampleProducts(products.data), [products.data]);
  const initialSample = useMemo(
    () => (products.data ? prefillSampleIds(offered, { code, group }) : undefined),
    [products.data, offered, code, group],
  );
  const status = products.error ? 'error' : products.data ? 'ready' : 'loading';

  const onSubmit = async (values: GeneralSampleValues) => {
    const payload = toGeneralSamplePayload(values);
    const { result, errors } = await withFieldErrors(
      () => submitSample(payload, { client, isConsumer: payload.isConsumer }),
      SAMPLE_FIELDS,
    );
    if (errors) return errors;
    track({ event: 'sample_request', category: SAMPLE_CATEGORY, requestId: result?.id });
    if (gaLabel) trackEvent(SAMPLE_CATEGORY, 'Submit', gaLabel);
    return undefined;
  };

  return (
    <Page>
      <Heading level={1}>Request a Sample</Heading>
      <p>Tell us about your business and the products you would like to try.</p>
      {captcha ? (
        <GeneralSampleForm
          aria-label="Sample request form"
          captcha={captcha}
          products={offered}
          productsStatus={status}
          initialSample={initialSample}
          onSubmit={onSubmit}
          onDone={() => void navigate(paths.home.getHref())}
        />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
