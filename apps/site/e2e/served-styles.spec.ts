import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/*
 * The browser's styled-components after hydration (src/lib/served-styles.ts): it uses the page's linked stylesheet
 * instead of inserting its rules again, and keeps the global styles in a <style> of their own, so that a rule added
 * later (a lazy part, the list's placeholders) does not restyle the whole page. What a visitor would notice if it
 * went wrong is an unstyled element, so the checks end on the page's look.
 */

interface Sheets {
  /** Class names of the page's linked stylesheet. */
  linked: string[];
  /** Class names of the rules styled-components inserted in the browser. */
  inserted: string[];
  /** Selectors of the browser's styled-components `<style>` elements, in document order. */
  tags: string[][];
}

async function sheets(page: Page): Promise<Sheets> {
  return page.evaluate(() => {
    const classes = (rules: CSSRuleList) =>
      [...rules].flatMap((rule) =>
        [...rule.cssText.matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]!),
      );
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[href^="/assets/css/"]')].flatMap(
      (link) => classes(link.sheet!.cssRules),
    );
    const tags = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
    return {
      linked,
      inserted: tags.flatMap((tag) => classes(tag.sheet!.cssRules)),
      tags: tags.map((tag) => [...tag.sheet!.cssRules].map((rule) => rule.cssText.split('{')[0]!.trim())),
    };
  });
}

test.describe('styles after hydration', () => {
  test('the products list hydrates without inserting again the rules of its linked stylesheet', async ({
    page,
  }) => {
    await page.goto('/products');
    await waitForHydration(page);
    // The cookie notice and the footer have arrived too.
    await expect(
      page
        .getByRole('region', { name: /cookie/i })
        .or(page.locator('footer'))
        .first(),
    ).toBeVisible();
    const { linked, inserted, tags } = await sheets(page);
    expect(linked.length).toBeGreaterThan(100);
    const linkedNames = new Set(linked);
    expect(inserted.filter((name) => linkedNames.has(name))).toEqual([]);
    // Nor the global styles (`:root`, `*`, `html`…): the linked sheet's block is theirs.
    const selectors = tags.flat();
    expect(selectors.length).toBeGreaterThan(0);
    expect(selectors.filter((selector) => /^(:root|html|body|\*|:where)/.test(selector))).toEqual([]);
  });

  test('pages look as the server drew them, after hydration and after a client navigation', async ({
    page,
    browser,
  }) => {
    // The server's rendering alone, without JavaScript: the look the linked stylesheet gives.
    const plain = await browser.newPage({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    for (const path of ['/products', '/recipes']) {
      await plain.goto(path);
      await expect(plain.locator('main [role="status"]').filter({ hasText: 'Showing' })).toBeVisible();
      const expected = await looks(plain);
      expect(Object.keys(expected).length).toBeGreaterThan(3);
      if (path === '/products') {
        await page.goto(path);
        await waitForHydration(page);
      } else {
        // Reached by a client navigation: its components' rules are inserted by the browser.
        await navigate(page, path);
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        (await plain.getByRole('heading', { level: 1 }).textContent())!,
      );
      await expect(page.locator('main [role="status"]').filter({ hasText: 'Showing' })).toBeVisible();
      expect(await looks(page)).toEqual(expected);
    }
    await plain.close();
  });
});

test('a global style that changes or goes away on a client navigation leaves nothing of the server’s behind', async ({
  page,
}) => {
  const pageRules = () =>
    page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => {
        const walk = (rules: CSSRuleList): string[] =>
          [...rules].flatMap((rule) =>
            rule instanceof CSSPageRule
              ? [rule.cssText]
              : 'cssRules' in rule
                ? walk(rule.cssRules as CSSRuleList)
                : [],
          );
        return walk(sheet.cssRules);
      }),
    );
  const anchorOffset = () =>
    page
      .locator('main [id]')
      .first()
      .evaluate((element) => getComputedStyle(element).scrollMarginTop);
  // The allergen matrix prints on landscape paper (a global @page rule of that page only).
  await page.goto('/allergens');
  await waitForHydration(page);
  expect((await pageRules()).join()).toContain('landscape');
  await navigate(page, '/products');
  await expect(page.locator('main [role="status"]').filter({ hasText: 'Showing' })).toBeVisible();
  expect((await pageRules()).join()).not.toContain('landscape');
  expect(await anchorOffset()).toBe('85px');
  // Product pages jump to anchors 75 px below the header (spec §2.1), other pages 85 px.
  const product = await page.locator('main ul li a[href^="/products/"]').first().getAttribute('href');
  await navigate(page, product!);
  await expect(page.locator('main h1')).toBeVisible();
  await expect.poll(anchorOffset).toBe('75px');
});

/** A client navigation, as React Router's links make one. */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The computed look of a few elements that hydration does not change: the heading, the first tile, the footer. */
async function looks(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const elements: Record<string, Element | null> = {
      heading: document.querySelector('main h1'),
      tile: document.querySelector('main ul li'),
      tileTitle: document.querySelector('main ul li :is(h2, h3)'),
      status: document.querySelector('main [role="status"]'),
      logo: document.querySelector('header a[href="/"]'),
      footer: document.querySelector('footer'),
    };
    const properties = [
      'display',
      'color',
      'background-color',
      'font-family',
      'font-size',
      'padding',
      'margin',
      'border-radius',
      'grid-template-columns',
      'gap',
    ];
    const out: Record<string, string> = {};
    for (const [name, element] of Object.entries(elements)) {
      if (!element) continue;
      const style = getComputedStyle(element);
      out[name] = properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ');
    }
    return out;
  });
}
