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

/** The brand themes of the `brand` global in .storybook/preview.tsx. */
const brands = ['foodservice', 'steakhouse'] as const;

/** Any fixed instant: stories that show a date or a year render the same every day. */
const fixedNow = new Date('2025-06-02T14:30:00-04:00');

// One page per worker keeps the Storybook bundle in the HTTP cache between stories; every story still gets a
// fresh document (a full navigation) and empty web storage, so no state carries from one story to the next.
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
}

/** Waits until Storybook has rendered the story, run its play function and its checks; returns its viewport. */
async function waitForStory(page: Page): Promise<RenderState['viewport']> {
  const handle = await page.waitForFunction(
    () => {
      type Render = {
        phase?: string;
        story?: {
          storyGlobals?: { viewport?: { value?: string } };
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
      } satisfies RenderState;
    },
    undefined,
    { polling: 50 },
  );
  const state = (await handle.jsonValue()) as RenderState;
  expect(state.error, 'the story renders without an error').toBeNull();
  return state.viewport;
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

for (const story of stories) {
  for (const brand of brands) {
    test(`${story.title} › ${story.name} [${brand}]`, async ({ storyPage: page }) => {
      await page.clock.setFixedTime(fixedNow);
      await page.setViewportSize(defaultViewport);
      // axe runs in the story tests (packages/ui, project storybook); here it would only slow every story down.
      const url = `/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brand};a11y.manual:!true`;
      await page.goto(url);
      const viewport = await waitForStory(page);
      if (
        viewport &&
        (viewport.width !== defaultViewport.width || viewport.height !== defaultViewport.height)
      ) {
        // The story asks for another viewport (mobile): render it again at that size from the start.
        await page.setViewportSize(viewport);
        await page.goto(url);
        await waitForStory(page);
      }
      await settle(page);
      await expect(page.locator('body')).toHaveAttribute('class', /sb-show-main/);
      await expect(page).toHaveScreenshot(`${story.id}--${brand}.png`, { fullPage: true, maxDiffPixels: 0 });
    });
  }
}

test('every committed baseline belongs to a story of this Storybook build', () => {
  const expected = new Set(stories.flatMap((story) => brands.map((brand) => `${story.id}--${brand}.png`)));
  const dir = join(import.meta.dirname, '__screenshots__');
  const baselines = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.png')) : [];
  // A story was renamed or removed: delete its baseline (or run the update and then delete the leftovers).
  expect(baselines.filter((file) => !expected.has(file))).toEqual([]);
});
