import { useDeferredValue, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { submitSample, useApiClient, useProductsAll } from '@larder/client';
import { generalSampleSchema, toGeneralSamplePayload, type GeneralSampleValues } from '@larder/domain';
import { GeneralSampleForm, Heading, Loading } from '@larder/ui';
import { track, trackEvent } from '../../lib/analytics';
import { Page } from '../../shell/page';
import {
  stateString,
  useCaptchaConfig,
  useGaFromOnArrival,
  useGoHomeAfterSuccess,
  withFieldErrors,
} from './form-support';
import { prefillSampleIds, sampleProducts } from './get-sample-prefill';

/** Analytics category of the sample pages (spec §2.10). */
const SAMPLE_CATEGORY = 'Sample Requests';

const Intro = styled.p`
  margin: 0;
`;

/**
 * Request a Sample (spec §2.10): the general sample form, its product list prefilled from the navigation state's
 * (or the query string's) product code, else website group.
 */
export default function GetSamplePage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const goHome = useGoHomeAfterSuccess();
  const client = useApiClient();
  const captcha = useCaptchaConfig();
  const products = useProductsAll();
  useGaFromOnArrival(SAMPLE_CATEGORY);

  const state: unknown = location.state;
  const gaLabel = stateString(state, 'gaLabel');
  const code = stateString(state, 'code') ?? (searchParams.get('code') || undefined);
  const group = stateString(state, 'group') ?? (searchParams.get('group') || undefined);

  // The list of ~500 products arrives after hydration: the form takes it in a transition (React renders the combobox's
  // collection in slices), not in the data fetch's synchronous update (one long task on a phone).
  const productsData = useDeferredValue(products.data);
  const offered = useMemo(() => sampleProducts(productsData), [productsData]);
  const initialSample = useMemo(
    () => (productsData ? prefillSampleIds(offered, { code, group }) : undefined),
    [productsData, offered, code, group],
  );
  const status = products.error ? 'error' : productsData ? 'ready' : 'loading';

  const onSubmit = async (values: GeneralSampleValues) => {
    const payload = toGeneralSamplePayload(values);
    const { result, errors } = await withFieldErrors(
      () => submitSample(payload, { client, isConsumer: payload.isConsumer }),
      generalSampleSchema,
    );
    if (errors) return errors;
    track({ event: 'sample_request', category: SAMPLE_CATEGORY, requestId: result?.id });
    if (gaLabel) trackEvent(SAMPLE_CATEGORY, 'Submit', gaLabel);
    return undefined;
  };

  return (
    <Page $width={960} $gap={5}>
      <Heading level={1}>Request a Sample</Heading>
      <Intro>Tell us about your business and the products you would like to try.</Intro>
      {captcha ? (
        <GeneralSampleForm
          aria-label="Sample request form"
          captcha={captcha}
          products={offered}
          productsStatus={status}
          initialSample={initialSample}
          onSubmit={onSubmit}
          onDone={goHome}
        />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
