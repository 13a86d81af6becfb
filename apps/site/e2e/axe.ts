import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for the page a journey has open, checked with `axe.run` in the page itself (the builder's legacy mode)
 * rather than `axe.runPartial` in each frame and `axe.finishRun` in a second, blank page that gets axe injected
 * again and every partial result serialised into it. What legacy mode leaves out is cross-origin frames; a page
 * with any frame keeps the default mode, so the rules and the nodes checked are the same either way.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}
