/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { axeUnderOtherBrands, BrandFrame, isBrand, resetBrand } from './brands';
import { storyThemes } from './sister-brand';
// Every brand's typefaces, so stories show each theme in its own pairing (a brand's site imports only its own).
import '../packages/ui/fonts.css';
// The captcha widget's stylesheet, as the site links it (the widget's own style injection is pre-empted, see CaptchaField).
import '../packages/ui/captcha.css';

// Play functions wait on debounced lookups and dialog transitions; on a loaded 2-core CI machine the default 1 s of
// waitFor/findBy is not always enough, and a timeout there is a false failure.
configure({ asyncUtilTimeout: 5000 });

// Wraps every story in LarderProvider with the brand picked in the toolbar (or a story's `globals.brand`).
const withBrand: Decorator = (Story, context) => (
  <BrandFrame brand={isBrand(context.globals.brand) ? context.globals.brand : 'foodservice'}>
    <Story />
  </BrandFrame>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withBrand],
  beforeEach: resetBrand,
  // The story tests (packages/ui/vitest.config.ts) check axe in the story's own brand through addon-a11y and, here,
  // in every other brand too, re-theming the story in place after its play function.
  afterEach: import.meta.env.VITE_STORY_TESTS === 'true' ? axeUnderOtherBrands : undefined,
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.values(storyThemes).map((theme) => ({ value: theme.name, title: theme.label })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'foodservice', viewport: { value: 'desktop', isRotated: false } },
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
