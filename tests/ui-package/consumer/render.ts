// The scratch consumer app's only module: copied next to its package.json, type-checked there with the published
// declarations, then run by Node (type stripping). It server-renders a product tile and the contact form under the
// sister brand's theme and prints the markup and the collected styles as JSON.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ContactForm, LarderProvider, ProductTile, steakhouseTheme } from '@larder/ui';
import type { CaptchaConfig, ContactFormProps } from '@larder/ui';
import type { ProductSummary } from '@larder/domain';

const product: ProductSummary = {
  id: 'p-pepper-cup',
  slug: 'ks2210c-cracked-pepper-steak-sauce',
  name: 'Cracked Pepper Steak Sauce',
  productCode: 'KS2210C',
  status: 'Website Active',
  websiteGroup: 'cracked-pepper-steak-sauce',
  packaging: 'cup',
  productType: 'sauces',
  flavors: ['pepper'],
  isNew: true,
  images: {
    website: 'products/ks2210c-website.png',
    websiteThumbnail: 'products/ks2210c-thumb.png',
    each: null,
    case: null,
    souflet: null,
    innerCase: null,
  },
  claims: {
    // 'No' shows a claim icon for these keys, so the tile shows exactly one: 'No Added MSG'.
    marketing: {
      lite: 'No',
      msg: 'No',
      hfcs: 'Yes',
      edta: 'Yes',
      artificialFlavors: 'Yes',
      syntheticColors: 'Yes',
      artificialPreservatives: 'Yes',
      fatFree: 'No',
      gluten: 'Yes',
      kosher: 'Yes',
      kosherDairy: 'No',
      refrigerated: 'No',
      shelfStable: 'Yes',
    },
    allergens: { soy: 'Contains' },
    sensitivities: {},
  },
  caseInfo: { packageType: 'Cup', individualUnitVal: 2, individualUnitPercent: 'ONZ' },
};

const captcha: CaptchaConfig = { provider: 'altcha', challengeUrl: '/api/captcha/challenge' };
const onSubmit: ContactFormProps['onSubmit'] = async () => undefined;

export function render(): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        h(
          LarderProvider,
          { theme: steakhouseTheme },
          h(
            'main',
            null,
            h(ProductTile, { product, headingLevel: 2 }),
            h(ContactForm, { onSubmit, captcha }),
          ),
        ),
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** Never called: the published types must reject a tile without a product. */
export function rejectedByTheTypes() {
  // @ts-expect-error `product` is required
  return h(ProductTile, {});
}

if (process.argv[1] === import.meta.filename) {
  process.stdout.write(JSON.stringify({ ...render(), resolved: import.meta.resolve('@larder/ui') }));
}
