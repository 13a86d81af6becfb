import { pickDataset, prefetch, type ApiClient, type FallbackEntry } from '@larder/client';
import { lazyPage } from './lazy-page';
import type { SiteRoute } from './routes';
import { PORTION_CONTROL_DATASETS, portionControlQuery } from './pages/portion-control-lists';

// Each form page is its own chunk: the forms, their dialogs and the captcha widget stay out of the other pages.
const contact = lazyPage('src/pages/contact.tsx', () => import('./pages/contact'));
const getSample = lazyPage('src/pages/get-sample.tsx', () => import('./pages/get-sample'));
const pizzaExpo = lazyPage('src/pages/pizzaexpo.tsx', () => import('./pages/pizzaexpo'));
const portionControl = lazyPage('src/pages/portion-control.tsx', () => import('./pages/portion-control'));

/** URLs of the form pages. */
export const formPaths = {
  contact: { path: '/contact', getHref: () => '/contact' },
  getSample: {
    path: '/get-sample',
    /** The sample form, optionally prefilled with a product code or website group (shareable link). */
    getHref: (prefill: { code?: string; group?: string } = {}) => {
      const search = new URLSearchParams();
      if (prefill.code) search.set('code', prefill.code);
      if (prefill.group) search.set('group', prefill.group);
      const query = search.toString();
      return query ? `/get-sample?${query}` : '/get-sample';
    },
  },
  pizzaExpo: { path: '/pizzaexpo', getHref: () => '/pizzaexpo' },
  portionControl: { path: '/portion-control', getHref: () => '/portion-control' },
} as const;

/** The site key, so the form and its captcha render on the server; none when the call fails (loaded later). */
async function siteKeyEntries(client: ApiClient): Promise<FallbackEntry<unknown>[]> {
  try {
    return [await prefetch.siteKey(client)];
  } catch {
    return [];
  }
}

async function portionControlEntries(client: ApiClient): Promise<FallbackEntry<unknown>[]> {
  try {
    const lists = await prefetch.dxpData(client, PORTION_CONTROL_DATASETS);
    const query = portionControlQuery(pickDataset(lists[1], 'curatedLists'));
    return query ? [lists, await prefetch.search(client, query)] : [lists];
  } catch {
    return [];
  }
}

/** The routes of the form pages; `routes.ts` spreads them into the site's route list. */
export const formRoutes: SiteRoute[] = [
  {
    id: 'contact',
    path: formPaths.contact.path,
    page: contact,
    async prefetch({ client }) {
      return { entries: await siteKeyEntries(client) };
    },
  },
  {
    id: 'get-sample',
    path: formPaths.getSample.path,
    page: getSample,
    async prefetch({ client }) {
      return { entries: await siteKeyEntries(client) };
    },
  },
  {
    id: 'pizzaexpo',
    path: formPaths.pizzaExpo.path,
    page: pizzaExpo,
    async prefetch({ client }) {
      return { entries: await siteKeyEntries(client) };
    },
  },
  {
    id: 'portion-control',
    path: formPaths.portionControl.path,
    page: portionControl,
    async prefetch({ client }) {
      const [siteKey, lists] = await Promise.all([siteKeyEntries(client), portionControlEntries(client)]);
      return { entries: [...siteKey, ...lists] };
    },
  },
];
