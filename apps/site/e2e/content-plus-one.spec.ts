import { expect, test, type Page } from '@playwright/test';
import { apiData, waitForHydration } from './helpers';

interface PlusOnePage {
  plusOnes: {
    id: string;
    title: string;
    pdfFilePath: string | null;
    details: { title: string; pdfFilePath: string | null };
  }[];
  paging: { total: number; hasNext: boolean };
}

const tiles = (page: Page) => page.getByRole('list', { name: 'Plus-one ideas' }).getByRole('listitem');

test.describe('plus-one page', () => {
  test('shows the hero, the filters and the first 30 tiles; scrolling loads page 2', async ({
    page,
    request,
  }) => {
    const all = await apiData<PlusOnePage>(request, '/api/plusones?limit=100');
    expect(all.paging.total).toBeGreaterThan(30);
    await page.goto('/plus-one');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make it your own');
    await expect(page.getByRole('button', { name: 'Flavor', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Product', exact: true })).toBeVisible();
    await expect(tiles(page)).toHaveCount(30);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Next page' }).scrollIntoViewIfNeeded();
    await expect(tiles(page)).toHaveCount(Math.min(60, all.paging.total));
  });

  test('a flavor filter updates the query string and the tiles', async ({ page, request }) => {
    const [flavors] = await apiData<{ data: { id: string; name: string }[] }[]>(
      request,
      '/api/dxp-data?dataset=flavors',
    );
    let chosen: { id: string; name: string; total: number } | undefined;
    for (const flavor of flavors!.data) {
      const result = await apiData<PlusOnePage>(request, `/api/plusones?flavor=${flavor.id}&limit=1`);
      if (result.paging.total > 0 && result.paging.total < 30) {
        chosen = { ...flavor, total: result.paging.total };
        break;
      }
    }
    expect(chosen).toBeDefined();
    await page.goto('/plus-one');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Flavor', exact: true }).click();
    await page.getByRole('checkbox', { name: chosen!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/plus-one\\?flavor=${chosen!.id}$`));
    await expect(tiles(page)).toHaveCount(chosen!.total);
  });

  test('a tile opens the pop-up by keyboard; Escape closes it and returns focus to the tile', async ({
    page,
    request,
  }) => {
    const first = await apiData<PlusOnePage>(request, '/api/plusones?limit=30');
    await page.goto('/plus-one');
    await waitForHydration(page);
    const tile = tiles(page).first().getByRole('button');
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const titles = first.plusOnes.map((entry) => entry.details.title || entry.title);
    expect(titles).toContain((await dialog.getByRole('heading').first().textContent())?.trim());
    await expect(dialog.getByRole('button', { name: 'print it' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'email it' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(tile).toBeFocused();
  });

  test("'print it' opens the PDF and 'email it' swaps to the email dialog", async ({ page, context }) => {
    await page.goto('/plus-one');
    await waitForHydration(page);
    await tiles(page).first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const [pdf] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'print it' }).click(),
    ]);
    expect(new URL(pdf.url()).pathname).toMatch(/\.pdf$/);
    await pdf.close();

    await dialog.getByRole('button', { name: 'email it' }).click();
    const email = page.getByRole('dialog');
    await expect(email.getByRole('textbox', { name: /Email address/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'print it' })).toHaveCount(0);
  });

  test("a filter with no ideas shows 'Sorry, no results were found'", async ({ page }) => {
    await page.goto('/plus-one?flavor=no-such-flavor');
    await expect(page.getByText('Sorry, no results were found', { exact: true })).toBeVisible();
  });
});
