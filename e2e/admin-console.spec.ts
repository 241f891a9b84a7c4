import { readFile } from 'node:fs/promises';
import { MESSAGES } from '../src/shared/messages.ts';
import { E2E_ADMIN, uniqueUser } from './support/accounts.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { openAdminSection, signIn, storedToken } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

const DUTIES =
  'Reconcile invoices against the purchase ledger every week, chase late payments politely, ' +
  'prepare the monthly cash-flow summary and keep the supplier records tidy and up to date.';

test("an admin resolves a complaint, reads the employer's risk score, blocks them (thrown out at once), approves a job, exports users.csv and reads the analytics charts", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const employer = await registerViaApi(request, 'employer', 'reported');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'reporter');
  // A second account from the employer's device: the risk dialog names it.
  const alias = uniqueUser('alias');
  const aliasSignUp = await request.post('/api/auth/register', {
    data: { ...alias, role: 'employer' },
    headers: { 'x-fingerprint': `e2e-${employer.username}` },
  });
  expect(aliasSignUp.ok()).toBe(true);
  await createApprovedJob(request, employer, 'Bookkeeping assistant (approved)');
  const pendingTitle = `Payroll assistant ${Date.now().toString(36)}`;
  const pending = await request.post('/api/job-posts', {
    data: {
      title: pendingTitle,
      description: `<p>${DUTIES}</p>`,
      salary: 18,
      location: 'Remote',
      job_type: 'Part-time',
    },
    headers: { Authorization: `Bearer ${employer.token}` },
  });
  expect(pending.ok()).toBe(true);

  // The employer has the app open in their own browser.
  const employerContext = await browser.newContext();
  const employerPage = await employerContext.newPage();
  await openSignedIn(employerPage, employer.token, '/my-job-posts');
  await expect(employerPage.getByRole('heading', { name: 'My Job Posts' })).toBeVisible();

  // A jobseeker reports the employer's profile from the public profile page.
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await openSignedIn(reporter, jobseeker.token, `/users/${employer.id}`);
  await reporter.getByRole('link', { name: 'Report Profile' }).click();
  await expect(reporter).toHaveURL(`/complaint?type=profile&id=${employer.id}`);
  // The reported profile is named, not an editable id (docs/decisions/040).
  await expect(reporter.getByText('Profile you are reporting')).toBeVisible();
  await reporter.getByRole('button', { name: 'Submit Report' }).click();
  await expect(reporter.getByRole('main').getByRole('alert')).toHaveText(
    MESSAGES.complaintFieldsRequired,
  );
  const reason = `Asks candidates to pay a registration fee (${employer.username})`;
  await reporter.getByRole('radio', { name: 'Asks for payment' }).check();
  await reporter.getByLabel('Reason').fill(reason);
  await reporter.getByRole('button', { name: 'Submit Report' }).click();
  await expect(reporter.getByRole('main').getByRole('status')).toContainText(
    'Your report was sent',
  );
  // Spec: on to /profile after 3 seconds.
  await expect(reporter).toHaveURL('/profile', { timeout: 6000 });

  // The admin signs in and lands on the console.
  await page.goto('/login');
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Complaints: resolve the report.
  await openAdminSection(page, 'Complaints');
  const complaintRow = page.getByRole('row').filter({ hasText: reason });
  await expect(complaintRow).toContainText(jobseeker.username);
  // The kind of wrong the reporter chose heads the reason (docs/decisions/040).
  await expect(complaintRow.getByRole('cell').nth(3)).toContainText(`Asks for payment${reason}`);
  // The reported profile reads as its name, linked to it.
  await expect(complaintRow.getByRole('link', { name: employer.username })).toHaveAttribute(
    'href',
    `/users/${employer.id}`,
  );
  await expect(complaintRow).toContainText('Pending');
  await complaintRow.getByRole('button', { name: /^Resolve complaint/ }).click();
  const resolveDialog = page.getByRole('dialog', { name: /^Resolve complaint/ });
  await resolveDialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(resolveDialog.getByRole('alert')).toHaveText('Please choose Resolved or Rejected.');
  await resolveDialog.getByRole('radio', { name: 'Resolved' }).check();
  await resolveDialog.getByLabel('Comment').fill('The account is blocked while we look into it.');
  await resolveDialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(resolveDialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'The complaint was marked Resolved.',
  );
  await expect(complaintRow).toContainText('Resolved');
  await expect(complaintRow.getByRole('button', { name: /^Resolve/ })).toHaveCount(0);

  // Users: find the employer and block them, after a confirmation.
  await openAdminSection(page, 'Users');
  await page.getByLabel('Username or e-mail').fill(employer.username);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const userRow = page.getByRole('row').filter({ hasText: employer.email });
  await expect(userRow).toContainText('Active');
  // View Risk Score: the score and its three signals, the account sharing the device, with the
  // network data credited.
  // Every action of a row sits in its one menu, under the spec's names.
  const userActions = userRow.getByRole('button', { name: `Actions for ${employer.username}` });
  await userActions.click();
  await page.getByRole('menuitem', { name: 'View Risk Score' }).click();
  const risk = page.getByRole('dialog', { name: `Risk score of ${employer.username}` });
  await expect(risk.getByRole('definition').first()).toHaveText('45 / 100');
  for (const signal of ['Duplicate IP', 'Proxy detected', 'Duplicate fingerprint']) {
    await expect(risk.getByRole('term').filter({ hasText: signal })).toBeVisible();
  }
  const linked = risk.getByRole('region', { name: 'Linked accounts' }).getByRole('listitem');
  await expect(linked).toHaveCount(1);
  await expect(linked).toContainText(alias.username);
  await expect(linked).toContainText('Same device since');
  await expect(risk.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute(
    'href',
    'https://db-ip.com',
  );
  await risk.getByRole('button', { name: 'Close' }).click();
  await expect(risk).toBeHidden();
  await userActions.click();
  await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Block ${employer.username}?` });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Block user' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `User ${employer.username} was blocked and signed out.`,
  );
  await expect(userRow).toContainText('Blocked');

  // The blocked employer, with the app open, is thrown out at once: the server ends their socket
  // and the app asks the API, which refuses the account; /login says why.
  await expect(employerPage).toHaveURL('/login');
  await expect(employerPage.getByRole('alert')).toContainText(MESSAGES.accountBlocked);
  expect(await storedToken(employerPage)).toBeNull();
  await expect(employerPage.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // Job Posts: approve the post waiting for review.
  await openAdminSection(page, 'Job Posts');
  await page.getByLabel('Pending review').selectOption('true');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const jobRow = page.getByRole('row').filter({ hasText: pendingTitle });
  await expect(jobRow).toContainText('Yes');
  await jobRow.getByRole('button', { name: `Actions for "${pendingTitle}"` }).click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Job post "${pendingTitle}" was approved.`,
  );
  await expect(jobRow).toHaveCount(0); // no longer pending: the filtered list drops it

  // Users: Export to CSV downloads users.csv with the accounts.
  await openAdminSection(page, 'Users');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('users.csv');
  const csv = await readFile((await download.path()) as string, 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toMatch(/id/i);
  expect(header).toMatch(/email/i);
  const employerLine = lines.find((line) => line.includes(employer.email));
  expect(employerLine).toBeDefined();
  expect(employerLine).toContain(employer.username);
  expect(lines.some((line) => line.includes(jobseeker.email))).toBe(true);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('users.csv was downloaded.');

  // Analytics: the charts, with their numbers for screen readers.
  await openAdminSection(page, 'Analytics');
  for (const title of ['Registrations per month', 'Growth trends', 'Users by country']) {
    const figure = page.getByRole('figure', { name: title });
    await expect(figure).toBeVisible();
    await expect(figure.locator('svg').first()).toBeVisible();
    await expect(figure.getByRole('table', { name: title })).toBeAttached();
  }
  const registrations = page.getByRole('figure', { name: 'Registrations per month' });
  await registrations.getByRole('button', { name: 'Show the numbers' }).click();
  const table = registrations.getByRole('table', { name: 'Registrations per month' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Registrations' })).toBeVisible();
  // Growth trends: one row per day of the last 30, read from { registrations, jobPosts }; the
  // sign-ups and posts of this journey are in them.
  const growth = page.getByRole('figure', { name: 'Growth trends' });
  await growth.getByRole('button', { name: 'Show the numbers' }).click();
  const growthTable = growth.getByRole('table', { name: 'Growth trends' });
  await expect(growthTable.getByRole('row')).toHaveCount(31);
  const column = async (index: number) =>
    (await growthTable.locator(`tbody td:nth-of-type(${index})`).allTextContents())
      .map(Number)
      .reduce((sum, n) => sum + n, 0);
  expect(await column(1)).toBeGreaterThanOrEqual(1); // Jobseekers
  expect(await column(2)).toBeGreaterThanOrEqual(1); // Employers
  expect(await column(3)).toBeGreaterThanOrEqual(2); // Job posts
  await expect(page.getByRole('table', { name: 'Top employers', exact: true })).toBeVisible();

  // The audit log has the block.
  await openAdminSection(page, 'Audit Log');
  await page.getByLabel('Action').fill('user.block');
  await page.getByRole('button', { name: 'Filter' }).click();
  // (Reading the risk score is in the log too: until the filter applies, the rows of both show.)
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'user.block' })
      .filter({ hasText: `user ${employer.id}` }),
  ).toBeVisible();

  // The complainant sees the outcome of their report.
  await reporter.goto('/complaint');
  const report = reporter.getByRole('listitem').filter({ hasText: reason });
  await expect(report).toContainText('Resolved');
  await expect(report).toContainText('The account is blocked while we look into it.');

  await employerContext.close();
  await reporterContext.close();
});
