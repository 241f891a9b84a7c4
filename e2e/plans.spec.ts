import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts.ts';
import { loginViaApi, openSignedIn, registerViaApi } from './support/api.ts';
import { expect, test } from './support/test.ts';

/**
 * A plan that works, end to end (docs/decisions/055): a Free employer posts one job, is told the
 * limit before the second with the way up, asks for Pro, an admin grants it, and the second post
 * goes through. No payment provider is configured here, so the way up is a plan request.
 */

const DUTIES =
  'Reconcile the bank feeds every week, chase unpaid invoices politely, keep receipts filed by ' +
  'month and prepare a short summary of cash in and out for the owner every Friday.';

async function postJob(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Location').fill('Remote');
  await page.getByLabel('Salary (USD per hour)').fill('16');
  await page.getByLabel('Job type').selectOption('Part-time');
  await page.getByLabel('Required skills').fill('Xero, Excel');
  const editor = page.getByRole('textbox', { name: 'Job description' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(DUTIES);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL('/my-job-posts');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
}

test('a Free employer posts once, meets the limit with the way up, and posts again once an admin grants Pro', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await registerViaApi(request, 'employer', 'freeplan', { plan: 'free' });
  const suffix = Date.now().toString(36);

  // The first post of the month goes through.
  await openSignedIn(page, employer.token, '/post-job');
  await expect(page.getByText('1 of 1 job post left this month on Free.')).toBeVisible({
    timeout: 20_000,
  });
  await postJob(page, `Bookkeeper ${suffix}`);

  // The second: told before any form is filled, with the plan, the limit, the reset and the way up.
  await page.goto('/post-job');
  const notice = page.getByRole('region', { name: 'You have used this month’s job posts' });
  await expect(notice).toContainText('Your Free plan includes 1 job post a month');
  await expect(notice).toContainText('or upgrade to Pro for 10 job posts a month');
  await expect(page.getByLabel('Job title')).toHaveCount(0);
  await notice.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  // Without online payment, Pro is asked for.
  await page
    .getByRole('listitem', { name: 'Pro' })
    .getByRole('button', { name: 'Choose Pro' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Request the Pro plan' });
  await dialog.getByLabel('Note (optional)').fill('Two more roles to fill this month.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent.getByRole('status')).toContainText('Your request for the Pro plan was sent.');
  await sent.getByRole('button', { name: 'Done' }).click();

  // An admin grants it from the queue.
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    const token = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
    await openSignedIn(admin, token, '/admin?tab=plans');
    const main = admin.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: employer.email });
    await expect(row).toContainText('Two more roles to fill this month.');
    await row.getByRole('button', { name: `Grant Pro to ${employer.username}` }).click();
    const grant = admin.getByRole('dialog', { name: `Grant Pro to ${employer.username}` });
    await grant.getByRole('button', { name: 'Grant Pro' }).click();
    await expect(main.getByRole('status')).toContainText(employer.username);
    await expect(row).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // Back on Post a Job: Pro's ten a month, one used, and the second post goes through.
  await page.goto('/post-job');
  await expect(page.getByText('9 of 10 job posts left this month on Pro.')).toBeVisible();
  await postJob(page, `Accounts assistant ${suffix}`);
  await expect(page.getByRole('article', { name: `Bookkeeper ${suffix}` })).toBeVisible();

  // The profile's Billing section tells the same.
  await page.goto('/profile#billing');
  const billing = page.locator('#billing');
  await expect(billing).toContainText('Pro');
  await expect(billing).toContainText('No invoices yet.');
});
