import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for the page a journey has open, asked for what the journeys assert: the violations.
 *
 * - `resultTypes: ['violations']`: every rule still runs on every node, but only violations are reported in full
 *   (passes, incomplete and inapplicable rules keep one node each).
 * - `axe.run` in the page itself (the builder's legacy mode) rather than `axe.runPartial` in each frame and
 *   `axe.finishRun` in a second, blank page that gets axe injected again and every partial result copied into it.
 *   Legacy mode leaves out cross-origin frames: a page with any frame keeps the default mode, so the rules and the
 *   nodes checked are the same either way.
 *
 * Set the tags after this (`withTags` adds to these options; `options` would replace them).
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}
