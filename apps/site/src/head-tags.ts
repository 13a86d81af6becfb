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
    openGraph: {
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:title': SITE_NAME,
      'og:url': canonical,
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
  for (const element of document.head.querySelectorAll<HTMLMetaElement>('meta[property^="og:"]')) {
    const property = element.getAttribute('property') ?? '';
    if (!known.has(property)) element.remove();
  }
  for (const [property, content] of Object.entries(head.openGraph)) upsertMeta('property', property, content);
}
