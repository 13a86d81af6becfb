import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { FORM_PAGE_PATHS, OFFLINE_API_PATHS } from './constants';

describe('what the service worker never keeps', () => {
  it('every page with a form (the forms feature and the inquiry tools) is a form page: network only', () => {
    const formPages = routes
      .filter(
        (route) =>
          route.page.module.startsWith('src/features/forms/') ||
          route.page.module === 'src/features/faq/faq-form-tool.tsx',
      )
      .map((route) => route.path);
    expect([...formPages].sort()).toEqual([...FORM_PAGE_PATHS].sort());
  });

  it('keeps only catalogue reads of the API: no form, captcha, search or email call', () => {
    for (const path of OFFLINE_API_PATHS) expect(path).toMatch(/^\/api\/(products|dxp-data|seo)\b/);
    expect(OFFLINE_API_PATHS.some((path) => /forms|captcha|search|email|send/.test(path))).toBe(false);
  });
});
