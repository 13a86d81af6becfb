import { describe, expect, it } from 'vitest';
import { PageStyleStore, collectedCss, stylesheetHref } from './page-styles';

const SERVER_TAGS =
  '<style data-styled="true" data-styled-version="6.6.0">' +
  '.abc{color:red;}/*!sc*/\n' +
  '.abc span{margin:0;}/*!sc*/\n' +
  'data-styled.g1[id="sc-one"]{content:"abc,"}/*!sc*/\n' +
  '@media (max-width:999.98px){.def{display:none;}}/*!sc*/\n' +
  'data-styled.g2[id="sc-two"]{content:"def,"}/*!sc*/\n' +
  ':root{--a:1;}/*!sc*/\n' +
  'h1{margin:0;}/*!sc*/\n' +
  'data-styled.g3[id="sc-global-xyz"]{content:"sc-global-xyz1,"}/*!sc*/\n' +
  '</style>';

describe('collectedCss', () => {
  it('given styled-components server tags, then it answers every rule, without the components’ markers', () => {
    expect(collectedCss(SERVER_TAGS).split('\n').slice(0, 3)).toEqual([
      '.abc{color:red;}',
      '.abc span{margin:0;}',
      '@media (max-width:999.98px){.def{display:none;}}',
    ]);
  });

  it('given a global style, then its marker is kept and its rules follow it in one block the browser can delete', () => {
    expect(collectedCss(SERVER_TAGS).split('\n').slice(3)).toEqual([
      'data-styled.g3[id="sc-global-xyz"]{content:"sc-global-xyz1,"}',
      '@media all{:root{--a:1;}',
      'h1{margin:0;}}',
    ]);
  });

  it('given no styles, then there is no CSS', () => {
    expect(collectedCss('')).toBe('');
  });
});

describe('PageStyleStore', () => {
  it('given the same CSS twice, then it answers one content-hashed name and holds it once', () => {
    const store = new PageStyleStore({ maxBytes: 10_000 });
    const name = store.put('.a{color:red}');
    expect(name).toMatch(/^[\w-]{22}\.css$/);
    const held = store.bytes;
    expect(store.put('.a{color:red}')).toBe(name);
    expect(store.bytes).toBe(held);
    expect(store.get(name)?.css.toString()).toBe('.a{color:red}');
    expect(store.put('.b{color:blue}')).not.toBe(name);
  });

  it('given more sheets than its bound, then the least recently used go first and the bound holds', () => {
    const sheet = (index: number) => `.s${index}{background:url(${'x'.repeat(400)})}`;
    const store = new PageStyleStore({ maxBytes: 2_000 });
    const names = Array.from({ length: 10 }, (_, index) => store.put(sheet(index)));
    expect(store.bytes).toBeLessThanOrEqual(2_000);
    expect(store.get(names[0]!)).toBeUndefined();
    expect(store.get(names[9]!)).toBeDefined();
  });

  it('links a sheet with the page it belongs to, so another process can make it again', () => {
    expect(stylesheetHref('abc.css', '/products?flavor=ranch&page=2')).toBe(
      '/assets/css/abc.css?from=%2Fproducts%3Fflavor%3Dranch%26page%3D2',
    );
  });
});
