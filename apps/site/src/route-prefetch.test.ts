import { describe, expect, it } from 'vitest';
import { routePrefetch } from './route-prefetch';
import { routes } from './routes';

describe('the server data of each route (route-prefetch.ts)', () => {
  it('names only routes of the table', () => {
    const ids = new Set(routes.map((route) => route.id));
    expect(Object.keys(routePrefetch).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('leaves out only the pages that render from their code alone', () => {
    expect(routes.filter((route) => !routePrefetch[route.id]).map((route) => route.id)).toEqual([
      'faq',
      'offline',
      'privacy',
      'terms',
      'coronavirus',
      'whats-hot',
      'about-us',
    ]);
  });
});
