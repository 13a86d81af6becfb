/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite';
import { LarderProvider, themes } from '../packages/ui/src/theme';
import type { Theme } from '../packages/ui/src/theme';
import { configure } from 'storybook/test';
// Every brand's typefaces, so stories show each theme in its own pairing (a brand's site imports only its own).
import '../packages/ui/fonts.css';

// Play functions wait on debounced lookups and dialog transitions; on a loaded 2-core CI machine the default 1 s of
// waitFor/findBy is not always enough, and a timeout there is a false failure.
configure({ asyncUtilTimeout: 5000 });

const isBrand = (value: unknown): value is Theme['name'] => typeof value === 'string' && value in themes;

// The brand stories start in: the toolbar's default, or the one the story tests run (packages/ui/vitest.config.ts
// runs every story once per brand through this variable).
const initialBrand: Theme['name'] = isBrand(import.meta.env.VITE_STORY_BRAND)
  ? import.meta.env.VITE_STORY_BRAND
  : 'foodservice';

// Wraps every story in LarderProvider with the brand picked in the toolbar (or a story's `globals.brand`).
const withBrand: Decorator = (Story, context) => {
  const theme = isBrand(context.globals.brand) ? themes[context.globals.brand] : themes.foodservice;
  return (
    <LarderProvider theme={theme}>
      <div data-brand={theme.name}>
        <Story />
      </div>
    </LarderProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'foodservice', title: themes.foodservice.label },
          { value: 'steakhouse', title: themes.steakhouse.label },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: initialBrand, viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // axe violations fail the story (in the test runner and in Vitest).
    a11y: { test: 'error' },
    viewport: {
      options: {
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        mobile: { name: 'Mobile (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
};

export default preview;
