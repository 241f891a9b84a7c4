import { MESSAGES } from '../src/shared/messages.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { loginViaApi, openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

test('visitors are sent to /login from /feedback and /complaint', async ({ page }) => {
  for (const path of ['/feedback', '/complaint?type=job_post&id=1']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});

test('a jobseeker sends feedback, and an admin reads it in the Feedback tab', async ({
  page,
  request,
}) => {
  const person = await registerViaApi(request, 'jobseeker', 'feedback');
  await openSignedIn(page, person.token, '/feedback');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(main.getByText(MESSAGES.feedbackEmpty)).toBeVisible();
  const text = `The search could remember my filters (${person.username}).`;
  await main.getByLabel('Your feedback').fill(text);
  await main.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Thank you! Your feedback has been sent to our team.',
  );
  await expect(main.getByLabel('Your feedback')).toHaveValue('');

  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, admin, '/admin?tab=feedback');
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText(person.username);
});

test('reporting a job post: the link on the job, the required fields, and "My reports"', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'jobowner');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'jobreporter');
  const job = await createApprovedJob(request, employer, 'Data entry clerk (reported)');
  await openSignedIn(page, jobseeker.token, `/jobs/${job.id}`);
  await page.getByRole('link', { name: 'Report Job Post' }).click();
  await expect(page).toHaveURL(`/complaint?type=job_post&id=${job.id}`);
  const main = page.getByRole('main');
  await main.getByLabel('Target ID').fill('');
  await main.getByLabel('Reason').fill('Asks for my bank password.');
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.complaintFieldsRequired);
  await main.getByLabel('Target ID').fill(String(job.id));
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('status')).toContainText('Your report was sent');
  await expect(page).toHaveURL('/profile', { timeout: 6000 });

  await page.goto('/complaint');
  const report = page.getByRole('listitem').filter({ hasText: 'Asks for my bank password.' });
  await expect(report).toContainText('Data entry clerk (reported)');
  await expect(report).toContainText('Pending');

  // A second report of the same post while the first waits: the server's words are shown.
  await page.goto(`/complaint?type=job_post&id=${job.id}`);
  await main.getByLabel('Reason').fill('Still asking for passwords.');
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.complaintAlreadyPending);
});
