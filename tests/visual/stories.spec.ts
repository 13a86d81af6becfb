import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { storybookDir } from './playwright.config';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
}

const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** The brand themes of the `brand` global in .storybook/preview.tsx: every story is compared under each. */
const brands = ['foodservice', 'steakhouse'] as const;
type Brand = (typeof brands)[number];

declare global {
  interface Window {
    __larderStoryBrand?: (brand: Brand | null) => void;
  }
}

/** Any fixed instant: stories that show a date or a year render the same every day. */
const fixedNow = new Date('2025-06-02T14:30:00-04:00');

// One page per worker: the Storybook bundle loads once, and every story is rendered from scratch in it (showStory)
// with empty web storage, so no state carries from one story to the next.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use);
      await context.addInitScript(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      // Nothing leaves the machine: anything not served by the local Storybook server fails at once.
      const origin = new URL(workerInfo.project.use.baseURL ?? '').origin;
      await context.route(
        (url) => url.origin !== origin,
        (route) => route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

interface RenderState {
  phase: string | undefined;
  error: string | null;
  viewport: { width: number; height: number } | null;
  /** The brand the story pins with its own `globals.brand`, if any. */
  brand: string | null;
}

/**
 * Waits until Storybook has rendered the story, run its play function and its checks; returns the viewport and
 * the brand the story asks for.
 */
async function waitForStory(page: Page): Promise<Pick<RenderState, 'viewport' | 'brand'>> {
  const handle = await page.waitForFunction(
    () => {
      type Render = {
        phase?: string;
        story?: {
          storyGlobals?: { viewport?: { value?: string }; brand?: string };
          parameters?: {
            viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
          };
        };
      };
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: Render } })
        .__STORYBOOK_PREVIEW__;
      const render = preview?.currentRender;
      if (render?.phase !== 'finished') return false;
      const name = render.story?.storyGlobals?.viewport?.value;
      const styles = name ? render.story?.parameters?.viewport?.options?.[name]?.styles : undefined;
      const size = styles && {
        width: parseInt(styles.width ?? '', 10),
        height: parseInt(styles.height ?? '', 10),
      };
      return {
        phase: render.phase,
        error: document.body.classList.contains('sb-show-errordisplay')
          ? (document.querySelector('#error-message')?.textContent ?? 'error')
          : null,
        viewport: size && size.width > 0 && size.height > 0 ? size : null,
        brand: render.story?.storyGlobals?.brand ?? null,
      } satisfies RenderState;
    },
    undefined,
    { polling: 50 },
  );
  const state = (await handle.jsonValue()) as RenderState;
  expect(state.error, 'the story renders without an error').toBeNull();
  return { viewport: state.viewport, brand: state.brand };
}

interface Channel {
  on(event: string, listener: (payload: { storyId?: string }) => void): void;
  off(event: string, listener: (payload: { storyId?: string }) => void): void;
  emit(event: string, payload: object): void;
}

/** Storybook events that end a story's render, successful or not. */
const renderEnds = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];

/**
 * Shows a story. The worker's first story loads the iframe; after that the preview is asked to render the next
 * story in the same document (Storybook's channel, as its own test runner does): loading and starting the Storybook
 * bundle again for every story was most of the suite's time. Each story still renders from scratch (the previous
 * one is unmounted) with empty web storage and the page scrolled to the top. `remount` renders the current story
 * again from the start (after a viewport change).
 */
async function showStory(page: Page, url: string, id: string, remount: boolean) {
  if (!page.url().includes('/iframe.html')) {
    await page.goto(url);
    return;
  }
  await page.evaluate(
    ({ id, remount, renderEnds }) =>
      new Promise<void>((resolve) => {
        localStorage.clear();
        sessionStorage.clear();
        window.scrollTo(0, 0);
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const ended = (payload: { storyId?: string }) => {
          if (payload.storyId !== undefined && payload.storyId !== id) return;
          for (const event of renderEnds) channel.off(event, ended);
          resolve();
        };
        for (const event of renderEnds) channel.on(event, ended);
        if (remount) channel.emit('forceRemount', { storyId: id });
        else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id, remount, renderEnds },
  );
}

/**
 * Re-themes the rendered story in place (.storybook/brands.tsx), waits until it shows `brand`, and keeps its scroll
 * position: while the brand's fonts load the page can be shorter for a moment, and the browser clamps a page scrolled
 * to its end (a dialog over a submitted form) to that height, which moves what is fixed in a full-page capture.
 */
async function switchBrand(page: Page, brand: Brand) {
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.evaluate((name) => window.__larderStoryBrand?.(name), brand);
  await expect(page.locator(`[data-brand="${brand}"]`).first()).toBeAttached();
  await page.evaluate(async (top) => {
    await document.fonts.ready;
    window.scrollTo({ top, behavior: 'instant' });
  }, scrollY);
}

/** Loads every image now (a full-page capture must not start lazy loads) and waits for images and fonts. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img')) img.loading = 'eager';
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));
    for (let stable = 0; stable < 2;) {
      await document.fonts.ready;
      const pending = [...document.images].filter((img) => !img.complete);
      await Promise.all(
        pending.map(
          (img) =>
            new Promise((r) => ['load', 'error'].forEach((e) => img.addEventListener(e, r, { once: true }))),
        ),
      );
      await frame();
      await frame();
      stable = pending.length === 0 && [...document.images].every((img) => img.complete) ? stable + 1 : 0;
    }
  });
}

const defaultViewport = { width: 1280, height: 800 };
/** The phone width every story must also fit (issue 11: no sideways scroll at 390 and 1280 px). */
const phoneWidth = 390;

/**
 * What scrolls sideways at the current viewport width: the story's document (wider than the viewport) and the story
 * root (content wider than its box). Empty when nothing does. A component's own scroll container (a wide table in
 * an `overflow-x: auto` box) is not counted: it scrolls inside itself, the page does not.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Two frames: the layout after a viewport change, and whatever a ResizeObserver changed in response.
    return new Promise<string[]>((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const found: string[] = [];
          const doc = document.documentElement;
          if (doc.scrollWidth > window.innerWidth) {
            found.push(`the document is ${doc.scrollWidth} px wide in a ${window.innerWidth} px viewport`);
          }
          const root = document.querySelector('#storybook-root');
          if (root && root.scrollWidth > root.clientWidth) {
            found.push(
              `the story root's content is ${root.scrollWidth} px wide in its ${root.clientWidth} px box`,
            );
          }
          resolve(found);
        }),
      ),
    );
  });
}

/** Checks that the rendered story does not scroll sideways at the current viewport width. */
async function expectNoSidewaysScroll(page: Page, story: IndexEntry, brand: string) {
  const width = page.viewportSize()?.width ?? defaultViewport.width;
  // Soft: every width and brand is reported even when an earlier one overflows.
  expect
    .soft(
      await sidewaysOverflow(page),
      `${story.title} › ${story.name} (${brand} theme) scrolls sideways at ${width} px`,
    )
    .toEqual([]);
}

const baseline = (story: IndexEntry, brand: string) => `${story.id}--${brand}.png`;
const baselineDir = join(import.meta.dirname, '__screenshots__');

// One render per story: it is screenshotted in the first brand, then re-themed in place to each other brand (the
// themes are CSS custom properties) and screenshotted again, so a brand costs a screenshot, not a render and a
// play. A story that pins its brand (`globals.brand`) looks the same whatever the toolbar says: one baseline.
// After each screenshot the same render is checked for sideways scrolling at its width (1280 px, or the viewport the
// story asks for), and after the last one it is resized to 390 px and checked again under each brand.
for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
    await page.clock.setFixedTime(fixedNow);
    await page.setViewportSize(defaultViewport);
    // axe runs in the story tests (packages/ui, project storybook); here it would only slow every story down.
    const url = `/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brands[0]};a11y.manual:!true`;
    const open = (remount: boolean) => showStory(page, url, story.id, remount);
    await open(false);
    const { viewport, brand: pinned } = await waitForStory(page);
    if (
      viewport &&
      (viewport.width !== defaultViewport.width || viewport.height !== defaultViewport.height)
    ) {
      // The story asks for another viewport (mobile): render it again at that size from the start.
      await page.setViewportSize(viewport);
      await open(true);
      await waitForStory(page);
    }
    await expect(page.locator('body')).toHaveAttribute('class', /sb-show-main/);
    const shown: readonly string[] = pinned ? [pinned] : brands;
    for (const [index, brand] of shown.entries()) {
      if (index > 0) await switchBrand(page, brand as Brand);
      await settle(page);
      // Soft: every brand is compared even when an earlier one differs.
      await expect.soft(page, `${brand} theme`).toHaveScreenshot(baseline(story, brand), {
        fullPage: true,
        maxDiffPixels: 0,
      });
      await expectNoSidewaysScroll(page, story, brand);
    }
    const size = page.viewportSize() ?? defaultViewport;
    if (size.width !== phoneWidth) {
      // The same render at 390 px, once every screenshot is taken (a resize can change a story's state, e.g. close
      // an open listbox): each brand again, from the one shown last, then the usual size again.
      await page.setViewportSize({ width: phoneWidth, height: size.height });
      for (const [index, brand] of [...shown].reverse().entries()) {
        if (index > 0) await switchBrand(page, brand as Brand);
        await expectNoSidewaysScroll(page, story, brand);
      }
      await page.setViewportSize(size);
    }
    if (pinned) {
      const stale = brands.filter((brand) => brand !== pinned).map((brand) => baseline(story, brand));
      expect(
        stale.filter((file) => existsSync(join(baselineDir, file))),
        `the story pins the ${pinned} brand: its other baselines are never compared, delete them`,
      ).toEqual([]);
    }
  });
}

test('every committed baseline belongs to a story of this Storybook build', () => {
  const expected = new Set(stories.flatMap((story) => brands.map((brand) => baseline(story, brand))));
  const baselines = existsSync(baselineDir)
    ? readdirSync(baselineDir).filter((file) => file.endsWith('.png'))
    : [];
  // A story was renamed or removed: delete its baseline (or run the update and then delete the leftovers).
  expect(baselines.filter((file) => !expected.has(file))).toEqual([]);
});
