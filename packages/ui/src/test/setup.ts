import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../../../.storybook/preview';

// Stories composed in unit tests get the same decorators (LarderProvider with the brand global) as in Storybook.
setProjectAnnotations([preview]);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Most unit test files share one jsdom per worker (vitest.config.ts, `isolate: false`): each starts from what a
// fresh one would hold. (This file runs again before every test file; the first URL is kept from the first run.)
const globals = globalThis as typeof globalThis & { larderFirstUrl?: string };
globals.larderFirstUrl ??= window.location.href;
beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', globals.larderFirstUrl);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name !== '') document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.title = '';
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
});
