import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { harborTheme } from '../../../../.storybook/sister-brand';
import { contrastProblems, createTheme } from './createTheme';
import { ServerStyleSheet } from 'styled-components';
import { ThemeStyles } from './ThemeStyles';
import { defaultTheme, steakhouseTheme } from './themes';
import { themeToCssVariables } from './tokens';

describe('createTheme', () => {
  it('when a brand names only its accent, then every other token comes from the base theme', () => {
    const theme = createTheme({ name: 'coastal', label: 'Coastal', color: { accent: { base: '#0b4f6c' } } });
    expect(theme.name).toBe('coastal');
    expect(theme.color.accent).toEqual({ ...defaultTheme.color.accent, base: '#0b4f6c' });
    expect(theme.color.surface).toEqual(defaultTheme.color.surface);
    expect(Object.keys(themeToCssVariables(theme)).sort()).toEqual(
      Object.keys(themeToCssVariables(defaultTheme)).sort(),
    );
  });

  it('when a base is given, then the overrides apply to it, scale by scale', () => {
    const theme = createTheme({ name: 'grill', label: 'Grill', base: steakhouseTheme, radii: { md: '2px' } });
    expect(theme.color).toEqual(steakhouseTheme.color);
    expect(theme.radii).toEqual({ ...steakhouseTheme.radii, md: '2px' });
    expect(theme.fonts).toEqual(steakhouseTheme.fonts);
  });

  it('when an accent is too light for white button text and for links, then it is refused naming each pair', () => {
    expect(() =>
      createTheme({ name: 'pale', label: 'Pale', color: { accent: { base: '#8fbc8f' } } }),
    ).toThrow(
      /accent\.base \(links\) on surface\.base: 2\.\d\d:1, needs 4\.5:1[\s\S]*accent\.contrast on accent\.base: 2\.\d\d:1/,
    );
  });

  it('when a focus colour is too faint, then it is refused at the 3:1 non-text ratio', () => {
    expect(() => createTheme({ name: 'faint', label: 'Faint', color: { focus: '#e8d9b5' } })).toThrow(
      /focus on surface\.base: 1\.\d\d:1, needs 3:1/,
    );
  });

  it('when a name is not a lower-case token, then it is refused', () => {
    expect(() => createTheme({ name: 'Harbor Kitchen', label: 'x' })).toThrow(/lower-case/);
  });

  it('the built-in brands and the Storybook sister brand pass every contrast pair', () => {
    expect(contrastProblems(defaultTheme.color)).toEqual([]);
    expect(contrastProblems(steakhouseTheme.color)).toEqual([]);
    expect(contrastProblems(harborTheme.color)).toEqual([]);
  });

  it('a theme it makes renders its colours as the --ui- custom properties', () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<ThemeStyles theme={harborTheme} />));
      expect(sheet.getStyleTags()).toContain('--ui-color-accent:#0b4f6c;');
    } finally {
      sheet.seal();
    }
  });
});
