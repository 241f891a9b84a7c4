import { MESSAGES } from '../src/shared/messages.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { loginViaApi, openSignedIn, registerViaApi } from './support/api.ts';
import { expect, test } from './support/test.ts';

test('a visitor is told /admin is for admins and offered Sign In', async ({ page }) => {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByText(MESSAGES.onlyForAdmins)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
});

test('a jobseeker and an employer see "This page is only available for admins."', async ({
  page,
  request,
}) => {
  for (const role of ['jobseeker', 'employer'] as const) {
    const person = await registerViaApi(request, role, `noadmin_${role}`);
    await openSignedIn(page, person.token, '/admin?tab=users');
    await expect(page.getByRole('main').getByText(MESSAGES.onlyForAdmins)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('on a phone the sections are a select, and the section lives in the URL', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, token, '/admin');
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
  const section = page.getByLabel('Section', { exact: true });
  await expect(section).toHaveValue('dashboard');
  await section.selectOption({ label: 'Users' });
  // Choosing alone opens nothing (WCAG 3.2.2): Go does.
  await expect(page).toHaveURL('/admin');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page).toHaveURL('/admin?tab=users');
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  // The table scrolls inside its own region; the page itself does not scroll sideways.
  await expect(page.getByRole('region', { name: 'Users' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
});

test('a blocked person who comes back with their old token is sent to /login and told why', async ({
  page,
  request,
}) => {
  const person = await registerViaApi(request, 'jobseeker', 'blockedlater');
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const blocked = await request.post(`/api/admin/users/${person.id}/block`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(blocked.ok()).toBe(true);
  await openSignedIn(page, person.token, '/my-applications');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toContainText(MESSAGES.accountBlocked);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
