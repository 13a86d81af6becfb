import { createTheme } from '@larder/ui';

/**
 * Marlow's Harbor Kitchen: a sister brand that gives only what differs from the base theme (harbor blues, a serif
 * heading, squarer corners). `createTheme` fills in the rest and throws if a colour pair would fall below WCAG AA.
 */
export const harborTheme = createTheme({
  name: 'harbor',
  label: "Marlow's Harbor Kitchen",
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
