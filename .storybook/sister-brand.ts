import { createTheme, themes } from '../packages/ui/src/theme';

/**
 * A third brand made only with `createTheme`, as a sister brand's site would: it is in the toolbar beside the
 * built-in brands, and the story tests run axe under it after every play (.storybook/brands.tsx). It is not one of
 * the site's brands and has no visual baselines.
 */
export const harborTheme = createTheme({
  name: 'harbor',
  label: "Marlow's Harbor Kitchen (createTheme)",
  color: {
    surface: { base: '#f6f9fa', alt: '#e4edf0' },
    text: { base: '#14232b', muted: '#44555d' },
    accent: { base: '#0b4f6c', strong: '#073a50' },
    border: '#9fb4bd',
    focus: '#b3470f',
    badge: '#8a3b12',
  },
  fonts: { heading: "Georgia, 'Liberation Serif', 'Times New Roman', serif" },
  radii: { sm: '2px', md: '4px', lg: '8px' },
});

/** The brands of the Storybook toolbar and of the story tests' axe checks. */
export const storyThemes = { ...themes, harbor: harborTheme };
