/**
 * The build's minification of styled-components CSS (scripts/styled-css.mjs, used by both Vite builds): it may drop
 * only what stylis would drop anyway, so the rules the browser and the server compile are the same.
 */
import { describe, expect, it } from 'vitest';
import { minifyCssTemplate, minifyStyledCss } from '../../scripts/styled-css.mjs';

describe('minifyCssTemplate', () => {
  it('drops comments and the whitespace around braces, semicolons and commas', () => {
    expect(
      minifyCssTemplate([
        `
  /* why */
  display: flex;
  h1,
  h2 {
    margin: 0 auto;
  }
`,
      ]),
    ).toEqual(['display: flex;h1,h2{margin: 0 auto;}']);
  });

  it('keeps one space where whitespace separates (descendant selectors, values, !important)', () => {
    expect(
      minifyCssTemplate(['\n  [data-size="sm"] >\n    & h1 {\n    position: absolute   !important;\n  }\n']),
    ).toEqual(['[data-size="sm"] > & h1{position: absolute !important;}']);
  });

  it('keeps quoted strings as they are, also across an interpolation', () => {
    expect(
      minifyCssTemplate(["\n  content: ' /* ; */ ", "  {  ';\n  grid-template-areas:\n    'a  b';\n"]),
    ).toEqual(["content: ' /* ; */ ", "  {  ';grid-template-areas: 'a  b';"]);
  });

  it('keeps a space before an interpolation that may be a value, none where a rule ends', () => {
    expect(minifyCssTemplate(['\n  margin: 0 ', ';\n  ', '\n  ', ' {\n    color: red;\n  }\n'])).toEqual([
      'margin: 0 ',
      ';',
      ' ',
      '{color: red;}',
    ]);
  });

  it('keeps escapes with the character they escape', () => {
    expect(minifyCssTemplate(['\n  .a\\ b,\n  .c\\:d { x: y; }\n'])).toEqual(['.a\\ b,.c\\:d{x: y;}']);
  });

  it('leaves a part with an unclosed comment as it was', () => {
    expect(minifyCssTemplate(['\n  a: b; /* open ', ' */\n'])).toEqual(['\n  a: b; /* open ', ' */']);
  });
});

describe('minifyStyledCss', () => {
  it('rewrites the templates of the names a module imports from styled-components, and nothing else', () => {
    const code = [
      "import styled, { css as style } from 'styled-components';",
      "import { Link } from './link';",
      'const mixin = style`\n  color: red;\n`;',
      'export const A = styled(Link).attrs({ x: 1 })`\n  ${mixin}\n  padding: 0;\n`;',
      'export const B = styled.div.withConfig({})`\n  margin: 0;\n`;',
      'const text = `\n  keep: me;\n`;',
      'const other = html`\n  keep: me;\n`;',
    ].join('\n');
    const result = minifyStyledCss(code, 'a.tsx');
    expect(result?.code).toBe(
      [
        "import styled, { css as style } from 'styled-components';",
        "import { Link } from './link';",
        'const mixin = style`color: red;`;',
        // After an interpolation (it may be a value), whitespace stays one space.
        'export const A = styled(Link).attrs({ x: 1 })`${mixin} padding: 0;`;',
        'export const B = styled.div.withConfig({})`margin: 0;`;',
        'const text = `\n  keep: me;\n`;',
        'const other = html`\n  keep: me;\n`;',
      ].join('\n'),
    );
  });

  it('leaves modules without styled-components alone', () => {
    expect(minifyStyledCss('const a = css`\n  b: c;\n`;', 'a.ts')).toBeNull();
  });
});
