import { useSyncExternalStore, type ReactNode } from 'react';
import axe from 'axe-core';
import { LarderProvider, themes } from '../packages/ui/src/theme';
import type { Theme } from '../packages/ui/src/theme';

export type Brand = Theme['name'];

export const isBrand = (value: unknown): value is Brand => typeof value === 'string' && value in themes;

// ---------------------------------------------------------------------------------------------------------------
// The brand a rendered story shows, switchable in place
// ---------------------------------------------------------------------------------------------------------------

/** A brand that replaces the story's own (its `globals.brand`) until cleared; null: the story's own. */
let override: Brand | null = null;
const listeners = new Set<() => void>();

function setOverride(brand: Brand | null) {
  override = brand;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * LarderProvider with the story's brand, or the one the story tests switch to after the play function: the
 * themes are CSS custom properties, so switching re-themes the story as it stands (open dialogs, typed values,
 * focus and all) without rendering it again.
 */
export function BrandFrame({ brand, children }: { brand: Brand; children: ReactNode }) {
  const shown =
    useSyncExternalStore(
      subscribe,
      () => override,
      () => null,
    ) ?? brand;
  const theme = themes[shown];
  return (
    <LarderProvider theme={theme}>
      <div data-brand={theme.name}>{children}</div>
    </LarderProvider>
  );
}

/** Clears a brand left switched by an interrupted check, so every story starts in its own brand. */
export function resetBrand() {
  setOverride(null);
}

/**
 * The same switch for the visual suite (tests/visual/stories.spec.ts), which drives the static Storybook from
 * Playwright: `window.__larderStoryBrand(brand)` re-themes the rendered story, `(null)` goes back to its own brand.
 */
declare global {
  interface Window {
    __larderStoryBrand?: (brand: Brand | null) => void;
  }
}
if (typeof window !== 'undefined') window.__larderStoryBrand = setOverride;

// ---------------------------------------------------------------------------------------------------------------
// axe under every other brand (the story tests: packages/ui/vitest.config.ts)
// ---------------------------------------------------------------------------------------------------------------

interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: axe.ElementContext;
  config?: axe.Spec;
  options?: axe.RunOptions;
}

/** Waits until React has shown `brand` and every finite transition or animation has ended. */
async function settledIn(brand: Brand) {
  for (let frame = 0; !document.querySelector(`[data-brand="${brand}"]`); frame++) {
    if (frame > 600) throw new Error(`the story did not re-render in the ${brand} theme`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

/**
 * axe with the same scope and rules as `@storybook/addon-a11y` (which checks the story's own brand): the page
 * without Storybook's own elements, the `region` rule off (a story is a fragment of a page), the story's
 * `parameters.a11y` on top.
 */
async function runAxe(a11y: A11yParameters): Promise<axe.Result[]> {
  const context: axe.ContextObject = {
    include: document.body,
    exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
  };
  if (a11y.context && typeof a11y.context === 'object' && 'include' in a11y.context) {
    Object.assign(context, a11y.context);
  }
  axe.reset();
  axe.configure({ ...a11y.config, rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])] });
  const result = await axe.run(context, a11y.options ?? {});
  return result.violations;
}

function describeViolations(brand: Brand, violations: axe.Result[]): string {
  const lines = violations.map(
    (v) =>
      `  ${v.id} (${v.impact ?? 'no impact'}): ${v.help}\n` +
      v.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  return `axe found ${violations.length} violation(s) under the ${brand} theme:\n${lines.join('\n')}`;
}

/**
 * After the play function, re-themes the story in place to every brand other than the one it ran in and runs axe
 * in each, then switches back. A brand added to `themes` is checked by every story at the cost of one axe run.
 */
export async function axeUnderOtherBrands(story: {
  globals: Record<string, unknown>;
  parameters: { a11y?: A11yParameters };
  viewMode?: string;
}) {
  const a11y = story.parameters.a11y ?? {};
  const manual = (story.globals.a11y as { manual?: boolean } | undefined)?.manual === true;
  if (story.viewMode === 'docs' || a11y.disable || a11y.test === 'off' || manual) return;
  const own: Brand = isBrand(story.globals.brand) ? story.globals.brand : 'foodservice';
  const failures: string[] = [];
  try {
    for (const brand of Object.keys(themes) as Brand[]) {
      if (brand === own) continue;
      setOverride(brand);
      await settledIn(brand);
      const violations = await runAxe(a11y);
      if (violations.length > 0) failures.push(describeViolations(brand, violations));
    }
  } finally {
    setOverride(null);
    await settledIn(own);
  }
  if (failures.length > 0 && a11y.test !== 'todo') throw new Error(failures.join('\n'));
}
