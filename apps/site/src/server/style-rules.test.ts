import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { StyleRuleCache } from './style-rules';

// styled-components' rules kept across server renders: a later render gets the very CSS it would have made, without
// running stylis again for a class name it already knows.

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Box = styled.div<{ $tone: string }>`
  color: ${(p) => p.$tone};
  animation: ${spin} 1s linear infinite;
  &:hover {
    color: black;
  }
`;
const Global = createGlobalStyle<{ $margin: number }>`
  body { margin: ${(p) => p.$margin}px; }
`;

/** Renders the tree with `tones` and `margin`; counts the CSS rules stylis was asked to make. */
function render(tones: string[], margin: number, cache?: StyleRuleCache) {
  let stylisCalls = 0;
  // A stylis plugin (styled-components wants it named) sees every element stylis makes.
  function counter(element: { type: string }) {
    if (element.type === 'rule' || element.type === '@keyframes') stylisCalls += 1;
  }
  const sheet = new ServerStyleSheet();
  cache?.attach(sheet.instance);
  try {
    const html = renderToString(
      sheet.collectStyles(
        createElement(
          StyleSheetManager,
          { stylisPlugins: [counter] },
          createElement(
            Fragment,
            null,
            createElement(Global, { $margin: margin }),
            ...tones.map((tone) => createElement(Box, { key: tone, $tone: tone }, tone)),
          ),
        ),
      ),
    );
    return { html, css: sheet.getStyleTags(), stylisCalls };
  } finally {
    sheet.seal();
  }
}

describe('StyleRuleCache', () => {
  it('gives a later render the same HTML and CSS, without stylis for the class names it knows', () => {
    const cache = new StyleRuleCache();
    const first = render(['red', 'blue'], 4, cache);
    const second = render(['red', 'blue'], 4, cache);
    const uncached = render(['red', 'blue'], 4);
    expect(second.html).toBe(uncached.html);
    expect(second.css).toBe(uncached.css);
    expect(first.css).toBe(uncached.css);
    expect(second.css).toContain('color:red');
    expect(second.css).toContain('@keyframes');
    // The dynamic global style is never kept: only it goes through stylis again.
    expect(uncached.stylisCalls).toBeGreaterThan(3);
    expect(second.stylisCalls).toBe(1);
  });

  it('makes the rules of a new class name, and a dynamic global style as its props say', () => {
    const cache = new StyleRuleCache();
    render(['red'], 4, cache);
    const next = render(['red', 'green'], 8, cache);
    expect(next.css).toBe(render(['red', 'green'], 8).css);
    expect(next.css).toContain('color:green');
    expect(next.css).toContain('margin:8px');
    expect(next.css).not.toContain('margin:4px');
  });

  it('keeps no more characters than its bound', () => {
    const cache = new StyleRuleCache(40);
    render(['red', 'blue'], 4, cache);
    expect(cache.size).toBeLessThanOrEqual(1);
    expect(render(['red', 'blue'], 4, cache).css).toBe(render(['red', 'blue'], 4).css);
  });
});
