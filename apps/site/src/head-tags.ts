import { UNLISTED_PATHS, type SeoRow } from '@larder/domain';

/** Title, description, canonical and Open Graph tags of one page. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  robots?: string;
  openGraph: Record<string, string>;
  /** schema.org JSON-LD objects of the page (server HTML only; `features/seo/structured-data.ts`). */
  jsonLd?: Record<string, unknown>[];
}

export const SITE_NAME = "Marlow's Foodservice";
export const NOT_FOUND_TITLE = '404 - page not found';

function absolute(url: string, publicUrl: string): string {
  try {
    return new URL(url, `${publicUrl}/`).toString();
  } catch {
    return url;
  }
}

/** The head of a page from its `/api/seo` row (or the 404 head when there is none). */
export function pageHead(seo: SeoRow | null | undefined, path: string, publicUrl: string): PageHead {
  if (!seo) {
    return {
      title: NOT_FOUND_TITLE,
      description: '',
      canonical: '',
      robots: 'noindex',
      openGraph: { 'og:title': NOT_FOUND_TITLE, 'og:site_name': SITE_NAME },
    };
  }
  const canonical = absolute(seo.canonical || path, publicUrl);
  return {
    title: seo.title,
    description: seo.description,
    canonical,
    // Unlisted pages (the invitation-only event page) stay out of search results and the sitemap.
    ...(UNLISTED_PATHS.includes(path) ? { robots: 'noindex' } : {}),
    openGraph: {
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:title': seo.title,
      'og:description': seo.description,
      'og:url': canonical,
      'twitter:card': 'summary',
      'twitter:title': seo.title,
      'twitter:description': seo.description,
    },
  };
}

/** The head of a page that exists but has no SEO row. */
export function defaultHead(path: string, publicUrl: string): PageHead {
  const canonical = absolute(path, publicUrl);
  return {
    title: SITE_NAME,
    description: '',
    canonical,
    // Unlisted pages (the event page, /compare, the offline page) are not for search results.
    ...(UNLISTED_PATHS.includes(path) ? { robots: 'noindex' } : {}),
    openGraph: {
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:title': SITE_NAME,
      'og:url': canonical,
      'twitter:card': 'summary',
      'twitter:title': SITE_NAME,
    },
  };
}

/** The share card size (`SHARE_CARD` of the API's card renderer). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A page's head with its share card: Open Graph image tags and the large Twitter card. */
export function withShareImage(head: PageHead, image: { url: string; alt: string }): PageHead {
  return {
    ...head,
    openGraph: {
      ...head.openGraph,
      'og:image': image.url,
      'og:image:type': 'image/jpeg',
      'og:image:width': String(SHARE_IMAGE_SIZE.width),
      'og:image:height': String(SHARE_IMAGE_SIZE.height),
      'og:image:alt': image.alt,
      'twitter:card': 'summary_large_image',
      'twitter:image': image.url,
      'twitter:image:alt': image.alt,
    },
  };
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** Brings document.head in line with `head` after a client-side navigation. */
export function applyHead(head: PageHead): void {
  if (document.title !== head.title) document.title = head.title;
  upsertMeta('name', 'description', head.description);
  upsertMeta('name', 'robots', head.robots ?? '');
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical) {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.appendChild(canonical);
    }
    canonical.href = head.canonical;
  } else {
    canonical?.remove();
  }
  const known = new Set(Object.keys(head.openGraph));
  for (const element of document.head.querySelectorAll<HTMLMetaElement>(
    'meta[property^="og:"], meta[name^="twitter:"]',
  )) {
    const property = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
    if (!known.has(property)) element.remove();
  }
  for (const [property, content] of Object.entries(head.openGraph)) {
    upsertMeta(property.startsWith('twitter:') ? 'name' : 'property', property, content);
  }
}
