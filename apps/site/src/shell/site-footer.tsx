import { defaultBrand } from '@larder/domain';
import { Footer } from '@larder/ui';
import { useSite } from '../lib/site-context';
import { KeptPart } from './kept-part';

/** The footer of every page but the event page (spec §2.2): the brand's links, phone number and the year. */
export function SiteFooter() {
  const { year } = useSite();
  return (
    <KeptPart name={`footer-${year}`}>
      <Footer
        brandName={defaultBrand.name}
        phone={defaultBrand.phone}
        phoneHref={defaultBrand.phoneHref}
        year={year}
      />
    </KeptPart>
  );
}
