import styled from 'styled-components';
import { submitContact, useApiClient } from '@larder/client';
import { contactSchema, defaultBrand, type ContactValues } from '@larder/domain';
import { ContactForm, Heading, Loading, media } from '@larder/ui';
import { track } from '../../lib/analytics';
import { getHref } from '../../paths';
import { useCaptchaConfig, useGaFromOnArrival, useGoHomeAfterSuccess, withFieldErrors } from './form-support';

const Page = styled.div`
  max-width: 1080px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4) var(--ui-space-8);
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: var(--ui-space-6);

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Intro = styled.div`
  grid-column: 1 / -1;
`;

const Details = styled.aside`
  display: grid;
  align-content: start;
  gap: var(--ui-space-4);

  & address {
    font-style: normal;
  }

  & p {
    margin: 0;
  }

  /* A phone number reads as one piece: the line wraps before it, never inside it. */
  & a[href^='tel:'] {
    white-space: nowrap;
  }
`;

/** Contact (spec §2.11): the contact form, the mailing address and the phone lines. */
export default function ContactPage() {
  const goHome = useGoHomeAfterSuccess();
  const client = useApiClient();
  const captcha = useCaptchaConfig();
  useGaFromOnArrival('Contact Us');
  const { mailingAddress, phoneLines, hours } = defaultBrand;

  const onSubmit = async (values: ContactValues) => {
    const { errors } = await withFieldErrors(() => submitContact(values, { client }), contactSchema);
    if (errors) return errors;
    track({ event: 'gaEvent', category: 'Contact Us', action: 'Submit' });
    return undefined;
  };

  return (
    <Page>
      <Intro>
        <Heading level={1}>Contact Us</Heading>
        <p>Questions about our products or your account? Send us a message and we will get back to you.</p>
      </Intro>
      <section aria-labelledby="contact-form-heading">
        <Heading level={2} id="contact-form-heading">
          Send us a message
        </Heading>
        {captcha ? (
          <ContactForm aria-label="Contact form" captcha={captcha} onSubmit={onSubmit} onDone={goHome} />
        ) : (
          <Loading />
        )}
      </section>
      <Details aria-labelledby="contact-details-heading">
        <Heading level={2} id="contact-details-heading">
          Reach us
        </Heading>
        <div>
          <Heading level={3}>Mailing address</Heading>
          <address>
            {defaultBrand.name}
            <br />
            {mailingAddress.street}
            <br />
            {mailingAddress.city}, {mailingAddress.state} {mailingAddress.zip}
          </address>
        </div>
        <div>
          <Heading level={3}>Phone</Heading>
          {phoneLines.map((line) => (
            <p key={line.label}>
              {line.label}:{' '}
              <a href={getHref('phone', line.number, line.extension)}>
                {line.number}
                {line.extension ? ` ext. ${line.extension}` : ''}
              </a>
            </p>
          ))}
          <p>{hours}</p>
        </div>
      </Details>
    </Page>
  );
}
