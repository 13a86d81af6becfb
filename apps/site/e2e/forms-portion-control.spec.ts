import { expect, test, type Page } from '@playwright/test';
import { apiData, fillForm, SAMPLE_REQUESTER, solveCaptcha, waitForHydration } from './helpers';

interface CuratedListLike {
  id: string;
  items: { _id: string; displayOrder: number }[];
}

async function fillPortionControl(page: Page): Promise<void> {
  await fillForm(page.getByRole('form', { name: 'Portion-control sample request form' }), SAMPLE_REQUESTER, {
    State: 'Massachusetts',
    'Number of locations': 1,
  });
}

test.describe('/portion-control', () => {
  test('shows the hero, 10 cups and 10 pouches from the curated lists, and the statistics', async ({
    page,
    request,
  }) => {
    const datasets = await apiData<{ dataset: string; data: CuratedListLike[] }[]>(
      request,
      '/api/dxp-data?dataset=curatedLists',
    );
    const lists = datasets.find((entry) => entry.dataset === 'curatedLists')?.data ?? [];
    await page.goto('/portion-control');
    await expect(page.getByRole('heading', { level: 1, name: 'Convenience Tastes So Good' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'request a sample', exact: true })).toHaveAttribute(
      'href',
      '/get-sample',
    );
    await expect(page.getByRole('link', { name: 'view recipes', exact: true })).toHaveAttribute(
      'href',
      '/recipes',
    );
    for (const [name, id] of [
      ['Cup dressings', 'portion-control-cups'],
      ['Pouch dressings', 'portion-control-pouches'],
    ] as const) {
      const list = page.getByRole('list', { name });
      await expect(list.getByRole('article')).toHaveCount(10);
      const first = [...(lists.find((entry) => entry.id === id)?.items ?? [])].sort(
        (a, b) => a.displayOrder - b.displayOrder,
      )[0];
      const details = await apiData<{ product: { slug: string } }>(
        request,
        `/api/products/details?id=${encodeURIComponent(first?._id ?? '')}`,
      );
      await expect(list.getByRole('article').first().getByRole('link').first()).toHaveAttribute(
        'href',
        `/products/${encodeURIComponent(details.product.slug)}`,
      );
    }
    await expect(page.getByText('of millennials like to dip pizza in sauces')).toBeVisible();
    await expect(page.getByText('70%', { exact: true })).toBeVisible();
    await expect(page.getByText('say dips and condiments are important for adding flavor')).toBeVisible();
    await expect(page.getByText('63%', { exact: true })).toBeVisible();
  });

  test(
    'requests a portion-control sample with a solved captcha, then goes home',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto('/portion-control');
      await waitForHydration(page);
      await fillPortionControl(page);
      await solveCaptcha(page);
      const posted = page.waitForResponse(
        (response) => response.url().endsWith('/api/getsample') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Submit' }).click();
      const response = await posted;
      expect(response.ok()).toBe(true);
      expect(response.request().postDataJSON()).toMatchObject({ locations: '1', isConsumer: false });
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Thank you for considering the company!');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test('shows the validation messages on an empty submit', async ({ page }) => {
    await page.goto('/portion-control');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Portion-control sample request form' });
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const name of ['First name', 'Last name', 'Email', 'Phone', 'Company', 'Address', 'City', 'Website'])
      await expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription('This field is required');
    await expect(form.getByRole('combobox', { name: 'Number of locations' })).toHaveAccessibleDescription(
      'Please, select an option',
    );
    await expect(form.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Please solve the captcha.',
    );
  });

  test("shows the server's error on its field", async ({ page }) => {
    await page.route('**/api/getsample', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ param: 'email', msg: 'Must be a valid email' }] }),
      }),
    );
    await page.goto('/portion-control');
    await waitForHydration(page);
    await fillPortionControl(page);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Must be a valid email',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
