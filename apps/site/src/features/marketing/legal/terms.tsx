import { defaultBrand } from '@larder/domain';
import { Text } from '@larder/ui';
import { LegalPage, sharedLegalSections } from './legal-page';

/** Terms of use (spec §2.13). */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      intro={`By using this website you agree to these terms of use. ${defaultBrand.name} may update them at any time; the version published here applies.`}
      sections={[
        {
          title: 'Use of the website',
          body: (
            <Text>
              The content of this website, including recipes, images and product information, is provided for
              your personal and business reference. It may not be copied or redistributed without our written
              permission. Product information may change; always check the product label.
            </Text>
          ),
        },
        ...sharedLegalSections(),
      ]}
    />
  );
}
