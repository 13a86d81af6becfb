/**
 * The brand is configuration, not code: every name, phone line, address and external link the site shows comes
 * from a `BrandConfig`. The demo brands are fictional (no real company's names or trademarks).
 */

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface PhoneLine {
  /** What the line is for, e.g. 'General inquiries'. */
  label: string;
  /** Display form, e.g. '(508) 555-0142'. */
  number: string;
  /** Extension, shown as 'ext. 210'. */
  extension?: string;
}

export interface ExternalLink {
  label: string;
  url: string;
}

export interface BrandConfig {
  /** Full brand name, e.g. "Marlow's Foodservice". */
  name: string;
  /** Short name used in running text, e.g. "Marlow's". */
  shortName: string;
  /** Prefix of brand-specific slugs, e.g. `marlows` in /offers/marlows-signature-chickn-dipn-sauce. */
  slugPrefix: string;
  /** Main phone number (spec: a 508 number), display form. */
  phone: string;
  /** The same number for a `tel:` link. */
  phoneHref: string;
  /** Opening hours of the phone line (spec §2.9). */
  hours: string;
  mailingAddress: PostalAddress;
  /** Phone lines listed on the contact page (spec §2.11). */
  phoneLines: PhoneLine[];
  /** Customer-service email (mailto links on the alert and legal pages). */
  customerServiceEmail: string;
  /** Cookie-acceptance cookie (spec §9): brand prefix + accept_cookies, about one year, path /. */
  cookie: { name: string; maxAge: number; path: string };
  /** External community club page offered to consumers choosing 'Personal Use' (opens in a new tab). */
  communityClubUrl: string;
  /** Careers site linked from the footer (opens in a new tab). */
  careersUrl: string;
  /** Sister retail and brand sites linked from the header. */
  sisterSites: ExternalLink[];
  /** Name of the visual theme in `@larder/ui`. */
  theme: 'foodservice' | 'steakhouse';
}

export const defaultBrand: BrandConfig = {
  name: "Marlow's Foodservice",
  shortName: "Marlow's",
  slugPrefix: 'marlows',
  phone: '(508) 555-0142',
  phoneHref: 'tel:+15085550142',
  hours: '8:30 AM to 5:00 PM EST, Monday to Friday',
  mailingAddress: { street: '214 Larder Lane', city: 'Marlborough', state: 'MA', zip: '01752' },
  phoneLines: [
    { label: 'General inquiries', number: '(508) 555-0142' },
    { label: 'Foodservice sales & marketing', number: '(508) 555-0142', extension: '210' },
  ],
  customerServiceEmail: 'customerservice@marlows.example',
  cookie: { name: 'marlows_accept_cookies', maxAge: 31540000, path: '/' },
  communityClubUrl: 'https://club.marlows.example/',
  careersUrl: 'https://careers.marlows.example/',
  sisterSites: [
    { label: "Marlow's Retail", url: 'https://www.marlows-retail.example/' },
    { label: "Marlow's Steakhouse", url: 'https://www.marlows-steakhouse.example/' },
  ],
  theme: 'foodservice',
};

export const sisterBrand: BrandConfig = {
  ...defaultBrand,
  name: "Marlow's Steakhouse",
  shortName: "Marlow's Steakhouse",
  slugPrefix: 'marlows-steakhouse',
  customerServiceEmail: 'customerservice@marlows-steakhouse.example',
  cookie: { name: 'marlows_steakhouse_accept_cookies', maxAge: 31540000, path: '/' },
  careersUrl: 'https://careers.marlows-steakhouse.example/',
  sisterSites: [
    { label: "Marlow's Foodservice", url: 'https://www.marlows-foodservice.example/' },
    { label: "Marlow's Retail", url: 'https://www.marlows-retail.example/' },
  ],
  theme: 'steakhouse',
};
