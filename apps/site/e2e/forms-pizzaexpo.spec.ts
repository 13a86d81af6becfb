import { expect, test, type Page } from '@playwright/test';
import { solveCaptcha, waitForHydration } from './helpers';

async function fillRegistration(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Event registration form' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Avery');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Cook');
  await form.getByRole('textbox', { name: 'Company' }).fill("Avery's Pizzeria");
}

test.describe('/pizzaexpo', () => {
  test('shows the event without header or footer, with its links', async ({ page }) => {
    await page.goto('/pizzaexpo');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('An Evening with Chef');
    await expect(page.getByText('28 March 2023')).toBeVisible();
    await expect(page.getByText('6:30-8:30 p.m.')).toBeVisible();
    await expect(page.getByText(/Las Vegas/)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const links = page.getByRole('navigation', { name: 'Site links' }).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/privacy', '/terms', '/contact']);
  });

  test(
    'registers with a solved captcha, then goes home after the dialog closes',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto('/pizzaexpo');
      await waitForHydration(page);
      await fillRegistration(page);
      await solveCaptcha(page);
      const posted = page.waitForResponse(
        (response) => response.url().endsWith('/api/pizzaexpo') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Register' }).click();
      expect((await posted).ok()).toBe(true);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Registration was sent successfully! See you soon.');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test('marks the empty fields invalid and asks for the captcha, sending nothing', async ({ page }) => {
    await page.goto('/pizzaexpo');
    await waitForHydration(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/pizzaexpo') && request.method() === 'POST') posts += 1;
    });
    await page.getByRole('button', { name: 'Register' }).click();
    for (const name of ['First name', 'Last name', 'Company'])
      await expect(page.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Please solve the captcha above.',
    );
    expect(posts).toBe(0);
  });

  test("shows the server's error on its field", async ({ page }) => {
    await page.route('**/api/pizzaexpo', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ param: 'company', msg: 'This field is invalid' }] }),
      }),
    );
    await page.goto('/pizzaexpo');
    await waitForHydration(page);
    await fillRegistration(page);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('shows the failure dialog with the generic message when the server fails', async ({ page }) => {
    await page.route('**/api/pizzaexpo', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [] }) }),
    );
    await page.goto('/pizzaexpo');
    await waitForHydration(page);
    await fillRegistration(page);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Oops, somehing went wrong!');
    await dialog.getByRole('button').first().click();
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue("Avery's Pizzeria");
    await expect(page).toHaveURL(/\/pizzaexpo$/);
  });
});
