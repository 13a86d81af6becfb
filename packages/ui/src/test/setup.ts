import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../../../.storybook/preview';

// Stories composed in unit tests get the same decorators (LarderProvider with the brand global) as in Storybook.
setProjectAnnotations([preview]);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
