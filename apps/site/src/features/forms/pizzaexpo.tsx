import styled from 'styled-components';
import { isApiError, submitPizzaExpo, useApiClient } from '@larder/client';
import { defaultBrand, eventRegistrationSchema, type EventRegistrationValues } from '@larder/domain';
import { EventRegistrationForm, Heading, Link, Loading } from '@larder/ui';
import { getHref } from '../../paths';
import { useCaptchaConfig, useGoHomeAfterSuccess, withFieldErrors } from './form-support';

const Page = styled.div`
  max-width: 760px;
  margin: 0 auto;
  /* No footer here: room below the links so the fixed cookie notice never covers the form. */
  padding: var(--ui-space-7) var(--ui-space-4) calc(var(--ui-space-8) + 16rem);
  display: grid;
  gap: var(--ui-space-5);

  & p {
    margin: 0;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--ui-space-2) var(--ui-space-4);
  margin: 0;

  & dt {
    font-weight: 700;
  }

  & dd {
    margin: 0;
  }
`;

const Links = styled.nav`
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ui-space-4);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * The unlisted event invitation (spec §2.12): the evening's details, the registration form and a few links; the
 * shell shows no header or footer on this path.
 */
export default function PizzaExpoPage() {
  const goHome = useGoHomeAfterSuccess();
  const client = useApiClient();
  const captcha = useCaptchaConfig();

  const onSubmit = async (values: EventRegistrationValues) => {
    try {
      const { errors } = await withFieldErrors(
        () => submitPizzaExpo(values, { client }),
        eventRegistrationSchema,
      );
      return errors;
    } catch (error) {
      // Spec §8: the server's message, else the generic 'Oops, somehing went wrong!' of the form.
      if (isApiError(error) && error.errors.length === 0) throw new Error('', { cause: error });
      throw error;
    }
  };

  return (
    <Page>
      <Heading level={1}>You are invited: An Evening with Chef Rosa Delvecchio</Heading>
      <p>
        Join {defaultBrand.name} during the pizza show for an evening of tastings and live demonstrations with
        our celebrity chef, featuring new sauces and dips for your menu.
      </p>
      <Details>
        <dt>Date</dt>
        <dd>28 March 2023</dd>
        <dt>Time</dt>
        <dd>6:30-8:30 p.m.</dd>
        <dt>Place</dt>
        <dd>The Silver Mesa Hotel, Las Vegas, Nevada</dd>
      </Details>
      <section aria-labelledby="registration-heading">
        <Heading level={2} id="registration-heading">
          Register
        </Heading>
        {captcha ? (
          <EventRegistrationForm
            aria-label="Event registration form"
            captcha={captcha}
            onSubmit={onSubmit}
            onDone={goHome}
          />
        ) : (
          <Loading />
        )}
      </section>
      <Links aria-label="Site links">
        <ul>
          <li>
            <Link href={getHref('home')}>{defaultBrand.name} home</Link>
          </li>
          <li>
            <Link href={getHref('privacy')}>Privacy policy</Link>
          </li>
          <li>
            <Link href={getHref('terms')}>Terms of use</Link>
          </li>
          <li>
            <Link href={getHref('contact')}>Contact us</Link>
          </li>
        </ul>
      </Links>
    </Page>
  );
}
