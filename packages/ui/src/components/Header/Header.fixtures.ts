import type { ExternalLink } from '@larder/domain';

/** Sister sites of the default demo brand (mirrors `defaultBrand.sisterSites` of `@larder/domain`). */
export const defaultBrandSisterSites: ExternalLink[] = [
  { label: "Marlow's Retail", url: 'https://www.marlows-retail.example/' },
  { label: "Marlow's Steakhouse", url: 'https://www.marlows-steakhouse.example/' },
];
