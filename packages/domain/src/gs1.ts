/**
 * GS1 identifiers and Digital Link rules (GS1 General Specifications §7.9 check digit; GS1 Digital Link / ISO/IEC
 * 18975 URI syntax): what the resolver, the sitemap and the structured data agree on.
 */

/** Lengths a GTIN may have: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN) and GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The check digit of a GTIN's other digits (weights 3,1,3,… from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = body.charCodeAt(body.length - 1 - index) - 48;
    sum += digit * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export type GtinResult = { ok: true; gtin14: string } | { ok: false; reason: string };

/**
 * A GTIN as written (8, 12, 13 or 14 digits) left-padded to the 14 digits of a Digital Link, when its check digit
 * is right; else the reason, in a sentence for the visitor who scanned it.
 */
export function normalizeGtin(value: string): GtinResult {
  if (!/^\d+$/.test(value)) {
    return { ok: false, reason: `“${value}” is not a GTIN: a GTIN is made of digits only.` };
  }
  if (!(GTIN_LENGTHS as readonly number[]).includes(value.length)) {
    return {
      ok: false,
      reason: `“${value}” is not a GTIN: it has ${value.length} digits, and a GTIN has 8, 12, 13 or 14.`,
    };
  }
  const gtin14 = value.padStart(14, '0');
  const expected = gtinCheckDigit(gtin14.slice(0, 13));
  if (expected !== Number(gtin14[13])) {
    return {
      ok: false,
      reason: `GTIN ${value} is not valid: its check digit is ${gtin14[13]}, and the digits before it give ${expected}.`,
    };
  }
  return { ok: true, gtin14 };
}

/** Whether a string is a GTIN of a valid length with the right check digit. */
export function isValidGtin(value: string): boolean {
  return normalizeGtin(value).ok;
}

/** The Digital Link path of a GTIN (`/01/` and its 14 digits), on the resolver at the site's origin. */
export function digitalLinkPath(gtin: string): string {
  return `/01/${gtin.padStart(14, '0')}`;
}

/**
 * The Digital Link URL of a product (`{origin}/01/{gtin14}`), from its consumer-unit UPC: what the QR code on its
 * page and spec sheet encodes and the resolver answers. Undefined when the product has no valid GTIN.
 */
export function productDigitalLink(origin: string, product: { upc: string }): string | undefined {
  const checked = normalizeGtin(product.upc);
  return checked.ok ? `${origin.replace(/\/+$/, '')}${digitalLinkPath(checked.gtin14)}` : undefined;
}

/** The GS1 Web Vocabulary namespace of link types. */
export const GS1_VOC = 'https://gs1.org/voc/';

/** Link types the resolver answers, besides the product page (`gs1:pip`, the default). */
export const GS1_LINK_TYPES = [
  'gs1:pip',
  'gs1:allergenInfo',
  'gs1:nutritionalInfo',
  'gs1:recipeInfo',
  'gs1:hasRetailers',
] as const;
export type Gs1LinkType = (typeof GS1_LINK_TYPES)[number];

/** `gs1:allergenInfo` or `https://gs1.org/voc/allergenInfo` as the resolver's link type (undefined: unknown). */
export function parseLinkType(value: string): Gs1LinkType | undefined {
  const short = value.startsWith(GS1_VOC) ? `gs1:${value.slice(GS1_VOC.length)}` : value;
  return (GS1_LINK_TYPES as readonly string[]).includes(short) ? (short as Gs1LinkType) : undefined;
}

/**
 * Pages that exist but are unlisted: no sitemap entry, `noindex`. The invitation-only event page (spec §2.12),
 * /compare (issue 16), whose content is only its query's products (each has its own indexed page), and the offline
 * page the service worker falls back to.
 */
export const UNLISTED_PATHS: readonly string[] = ['/pizzaexpo', '/compare', '/offline'];
