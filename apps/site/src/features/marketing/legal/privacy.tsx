import { defaultBrand } from '@larder/domain';
import { Text } from '@larder/ui';
import { LegalPage, sharedLegalSections } from './legal-page';

/** Privacy policy (spec §2.13). */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`${defaultBrand.name} respects your privacy. This policy explains what information we collect on this website and how we use it.`}
      sections={[
        {
          title: 'Information we collect',
          body: (
            <Text>
              We collect the information you give us when you request a sample, send a message or sign up for
              our newsletter, such as your name, company, email address and phone number. We use it only to
              answer your request and to send the communications you asked for.
            </Text>
          ),
        },
        {
          title: 'Cookies',
          body: (
            <Text>
              This website uses cookies to remember your preferences and to understand how the site is used.
              You can refuse cookies in your browser settings; some features may then not work.
            </Text>
          ),
        },
        ...sharedLegalSections(),
      ]}
    />
  );
}
