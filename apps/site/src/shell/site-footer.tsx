import { defaultBrand } from '@larder/domain';
import { Footer } from '@larder/ui';
import { useSite } from '../lib/site-context';

/** The footer of every page but the event page (spec §2.2): the brand's links, phone number and the year. */
export function SiteFooter() {
  const { year } = useSite();
  return (
    <Footer
      brandName={defaultBrand.name}
      phone={defaultBrand.phone}
      phoneHref={defaultBrand.phoneHref}
      year={year}
    />
  );
}
