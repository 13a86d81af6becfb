import { beforeAll, describe, expect, it } from 'vitest';
import { bundleConsumer, entries, type BundleReport } from './bundle';

// A consumer importing only ProductTile from the built package gets the tile and what it needs (its styles,
// Image, Icon, Badge, the domain's claim and size helpers), and none of the form, dialog or captcha stacks.
describe('tree-shaking of @larder/ui (esbuild, minified, from packages/ui/dist)', () => {
  let tile: BundleReport;
  let everything: BundleReport;

  beforeAll(async () => {
    tile = await bundleConsumer(entries.productTile);
    everything = await bundleConsumer(entries.everything);
  });

  it('bundles the ProductTile code and the domain helpers it uses', () => {
    // The tile's code sits in one of tsup's shared chunks (index.js only re-exports), wherever the split puts it.
    expect(tile.inputs.some((path) => path.startsWith('packages/ui/dist/'))).toBe(true);
    expect(tile.inputs.some((path) => path.startsWith('packages/domain/dist/'))).toBe(true);
    expect(tile.bytes).toBeGreaterThan(0);
  });

  it('leaves yup, final-form, Radix, react-aria, altcha and pdf.js out of a ProductTile-only bundle', () => {
    expect(tile.heavy).toEqual([]);
    expect(tile.lazyBytes).toBe(0);
  });

  it('does include those dependencies when everything is imported (the check can see them)', () => {
    expect(everything.heavy).toEqual(
      expect.arrayContaining(['node_modules/yup/', 'final-form', '@radix-ui/']),
    );
    expect(everything.gzipBytes).toBeGreaterThan(tile.gzipBytes * 2);
  });

  it('loads the captcha widget and pdf.js only on use, from chunks of their own', () => {
    expect(everything.heavyLazy).toEqual(expect.arrayContaining(['altcha', 'pdfjs-dist']));
    expect(everything.lazyBytes).toBeGreaterThan(0);
  });
});
