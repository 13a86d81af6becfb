import type { ReactNode } from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LarderProvider } from './LarderProvider';
import { defaultRoutes, useRoutes, type LarderRoutes } from './routes';
import * as entry from '../index';

const sisterRoutes: Partial<LarderRoutes> = {
  product: (slug) => `/steakhouse/catalog/${slug}`,
  search: (term) => `/steakhouse/find?q=${encodeURIComponent(term)}`,
};

function withProvider(routes?: Partial<LarderRoutes>) {
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <LarderProvider routes={routes}>{children}</LarderProvider>;
  };
}

describe('default routes', () => {
  it("build the site's URL shapes", () => {
    expect(defaultRoutes.product('ke1001-ranch')).toBe('/products/ke1001-ranch');
    expect(defaultRoutes.product('ke1001-ranch', 'bar bottle')).toBe('/products/ke1001-ranch/bar%20bottle');
    expect(defaultRoutes.recipe('ranch-wrap')).toBe('/recipes/ranch-wrap');
    expect(defaultRoutes.search('fat free & lite')).toBe('/search-result?term=fat%20free%20%26%20lite');
    expect(defaultRoutes.searchPage()).toBe('/search-result');
    expect(defaultRoutes.plusOnes()).toBe('/plus-one');
  });

  it('are in effect without a provider, and under a provider given no routes', () => {
    expect(renderHook(() => useRoutes()).result.current).toBe(defaultRoutes);
    expect(renderHook(() => useRoutes(), { wrapper: withProvider() }).result.current.recipe('x')).toBe(
      '/recipes/x',
    );
  });

  it('are exported from the package entry with the hook', () => {
    expect(entry.defaultRoutes).toBe(defaultRoutes);
    expect(entry.useRoutes).toBe(useRoutes);
  });
});

describe('routes given to LarderProvider', () => {
  it('replace the builders given and keep the defaults of the others', () => {
    const { result } = renderHook(() => useRoutes(), { wrapper: withProvider(sisterRoutes) });
    expect(result.current.product('ke1001-ranch')).toBe('/steakhouse/catalog/ke1001-ranch');
    expect(result.current.search('ranch')).toBe('/steakhouse/find?q=ranch');
    expect(result.current.recipe('ranch-wrap')).toBe('/recipes/ranch-wrap');
    expect(result.current.plusOnes()).toBe('/plus-one');
  });

  it('a nested provider changes only what it gives and ignores builders left undefined', () => {
    function Probe() {
      const routes = useRoutes();
      return <p>{[routes.product('a'), routes.recipe('b'), routes.search('c')].join(' ')}</p>;
    }
    render(
      <LarderProvider routes={sisterRoutes}>
        <LarderProvider routes={{ recipe: (slug) => `/cookbook/${slug}`, product: undefined }}>
          <Probe />
        </LarderProvider>
      </LarderProvider>,
    );
    expect(screen.getByText(/catalog/)).toHaveTextContent(
      '/steakhouse/catalog/a /cookbook/b /steakhouse/find?q=c',
    );
  });
});
