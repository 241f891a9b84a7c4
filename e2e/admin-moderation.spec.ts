import { E2E_ADMIN } from './support/accounts.ts';
import { loginViaApi, openSignedIn, registerViaApi } from './support/api.ts';
import { applyViaApi, createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

test('dashboard: estimates labelled as such, and Notify Candidates validated in a dialog', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'notify');
  const job = await createApprovedJob(request, employer, `Notify me ${Date.now().toString(36)}`);
  for (const prefix of ['cand_a', 'cand_b']) {
    await applyViaApi(request, await registerViaApi(request, 'jobseeker', prefix), job.id);
  }
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, admin, '/admin');
  const main = page.getByRole('main');
  await expect(main.getByText('Estimate', { exact: true })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Signups by country (estimated split)' }),
  ).toBeVisible();
  await expect(main.getByText('Jobseekers online')).toBeVisible();

  const row = main.getByRole('row').filter({ hasText: job.title });
  await expect(row).toContainText('2');
  await row.getByRole('button', { name: `Notify Candidates of "${job.title}"` }).click();
  const dialog = page.getByRole('dialog', { name: `Notify Candidates of "${job.title}"` });
  await expect(dialog.getByLabel('How many candidates')).toBeFocused();
  await dialog.getByLabel('How many candidates').fill('two');
  await dialog.getByRole('button', { name: 'Notify' }).click();
  await expect(dialog.getByRole('alert')).toContainText('a whole number from 1 to 500');
  await dialog.getByLabel('How many candidates').fill('5');
  await dialog.getByRole('button', { name: 'Notify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please choose an order: first applicants, latest applicants or random.',
  );
  // The spec's values (beginning, end, random) under labels an admin reads.
  await expect(dialog.getByLabel('Order').locator('option')).toHaveText([
    'Choose an order…',
    'First applicants',
    'Latest applicants',
    'Random',
  ]);
  await dialog.getByLabel('Order').selectOption('random');
  await dialog.getByRole('button', { name: 'Notify' }).click();
  await expect(dialog).toBeHidden();
  // Candidates are matching, e-mail-verified jobseekers who have not applied: none here.
  await expect(main.getByRole('status')).toHaveText(
    'No candidate to notify: every matching jobseeker has applied or was notified already.',
  );
});

test('categories, blocked countries and the global application limit', async ({
  page,
  request,
}) => {
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const main = page.getByRole('main');

  await openSignedIn(page, admin, '/admin?tab=categories');
  await main.getByRole('button', { name: 'Create category' }).click();
  await expect(main.getByText('Category name cannot be empty.')).toBeVisible();
  const name = `Bookkeeping ${Date.now().toString(36)}`;
  await main.getByLabel('New category name').fill(name);
  await main.getByRole('button', { name: 'Create category' }).click();
  await expect(main.getByRole('status')).toHaveText(`Category "${name}" was created.`);
  await expect(main.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.goto('/admin?tab=blocked-countries');
  await main.getByRole('button', { name: 'Add country' }).click();
  await expect(main.getByText('Please enter a country code.')).toBeVisible();
  await main.getByLabel('Country code').fill('kp');
  await main.getByRole('button', { name: 'Add country' }).click();
  await expect(main.getByRole('status')).toHaveText('Registrations from KP are now blocked.');
  await main.getByRole('button', { name: 'Remove KP' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(main.getByRole('status')).toHaveText('Registrations from KP are allowed again.');
  await expect(main.getByRole('cell', { name: 'KP', exact: true })).toHaveCount(0);

  await page.goto('/admin?tab=settings');
  await expect(main.getByText('Not set', { exact: true })).toBeVisible();
  await main.getByLabel('New limit').fill('many');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText(/must be a whole number of at least 1/)).toBeVisible();
  await main.getByLabel('New limit').fill('250');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status')).toHaveText('The global application limit is now 250.');
  await expect(main.getByText('250', { exact: true })).toBeVisible();
  // Leave it as other journeys expect it: not set.
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status')).toHaveText('The global application limit was cleared.');
  await expect(main.getByText('Not set', { exact: true })).toBeVisible();
});
