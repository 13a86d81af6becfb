import { expect, test, type Page } from '@playwright/test';
import { chooseOption, solveCaptcha, waitForHydration } from './helpers';

async function fillContact(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Avery Cook');
  await form.getByRole('textbox', { name: 'Company' }).fill("Avery's Diner");
  await form.getByRole('textbox', { name: 'Email' }).fill('avery@diner.example');
  await form.getByRole('textbox', { name: 'City' }).fill('Marlborough');
  await chooseOption(form.getByRole('combobox', { name: 'State' }), 'Massachusetts');
  await form.getByRole('textbox', { name: 'Message' }).fill('Do you ship to schools in our district?');
}

test.describe('/contact', () => {
  test('shows the mailing address and the phone lines', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('214 Larder Lane')).toBeVisible();
    await expect(page.getByText(/General inquiries/)).toBeVisible();
    await expect(page.getByText(/Foodservice sales & marketing/)).toContainText('ext. 210');
  });

  test(
    'sends a message with a solved captcha, then resets and goes home',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto('/contact');
      await waitForHydration(page);
      await fillContact(page);
      await solveCaptcha(page);
      const posted = page.waitForResponse(
        (response) => response.url().endsWith('/api/contactus') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Submit' }).click();
      expect((await posted).ok()).toBe(true);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Email was sent successfully!');
      await expect(dialog).toContainText(
        'Your message has been successfully sent and we appreciate you contacting us. We will contact you shortly.',
      );
      const events = await page.evaluate(() => window.dataLayer ?? []);
      expect(events).toContainEqual(expect.objectContaining({ category: 'Contact Us', action: 'Submit' }));
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test('shows the required messages on an empty submit and sends nothing', async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contactus') && request.method() === 'POST') posts += 1;
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const name of ['Name', 'Company', 'Email', 'City', 'Message'])
      await expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription('This field is required');
    await expect(form.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Please solve the captcha above.',
    );
    expect(posts).toBe(0);
  });

  test("shows the server's error on its field", async ({ page }) => {
    await page.route('**/api/contactus', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ param: 'email', msg: 'Must be a valid email' }] }),
      }),
    );
    await page.goto('/contact');
    await waitForHydration(page);
    await fillContact(page);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Must be a valid email',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("fires the navigation state's gaFrom once as a 'Button Click'", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // A client-side navigation carrying state, as a button of another page does.
    await page.evaluate(() => {
      window.history.pushState({ usr: { gaFrom: 'Home Banner' }, key: 'e2e', idx: 1 }, '', '/contact');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const clicks = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((event) => event.action === 'Button Click'),
    );
    expect(clicks).toEqual([
      { event: 'gaEvent', category: 'Contact Us', action: 'Button Click', label: 'Home Banner' },
    ]);
  });
});
