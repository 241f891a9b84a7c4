import { openSignedIn, registerViaApi } from './support/api.ts';
import { approveJobViaApi, createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/** Applying is a proposal (docs/decisions/033): questions, a cover letter, a rate and hours. */

const LETTER =
  'I ran the help desk of a Shopify shop for two years and kept first replies under an hour.';

test('an employer asks screening questions and a minimum cover letter on the job form', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'asker');
  const job = await createApprovedJob(request, employer, `Support Specialist ${Date.now()}`);

  // The employer asks two questions and a cover letter of at least 60 characters.
  await openSignedIn(page, employer.token, `/my-job-posts/${job.id}/edit`);
  await page.getByLabel('Minimum cover letter length').fill('60');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('Which help desk tools have you used?');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question 2', { exact: true }).fill('When could you start?');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL('/my-job-posts');
  await approveJobViaApi(request, job.id);

  await page.goto(`/my-job-posts/${job.id}/edit`);
  await expect(page.getByLabel('Question 2', { exact: true })).toHaveValue('When could you start?');
  await expect(page.getByLabel('Minimum cover letter length')).toHaveValue('60');
});

test('a jobseeker proposes, is refused beside the field, fixes it and the employer reads it', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'reader');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'proposer');
  const job = await createApprovedJob(request, employer, `Support Specialist ${Date.now()}`, {
    screening_questions: ['Which help desk tools have you used?', 'When could you start?'],
    min_cover_letter: 60,
  });

  await openSignedIn(page, jobseeker.token, `/jobs/${job.id}`);
  await expect(page.getByText('No applicants yet')).toBeVisible();
  await page.getByLabel('Cover letter', { exact: true }).fill('Hire me, please.');
  await page.getByLabel('Your rate (optional)').fill('12.5');
  await page.getByLabel('Availability (optional)').fill('30');
  await page.getByLabel('Which help desk tools have you used?').fill('Zendesk and Gorgias');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  // Refused beside the fields, with what was typed kept and the focus on the first one.
  const letter = page.getByLabel('Cover letter', { exact: true });
  await expect(
    page.getByText('This employer asks for a cover letter of at least 60 characters.'),
  ).toBeVisible();
  await expect(page.getByText('Please answer this question.')).toBeVisible();
  await expect(letter).toBeFocused();
  await expect(letter).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your rate (optional)')).toHaveValue('12.5');

  await letter.fill(LETTER);
  await page.getByLabel('When could you start?').fill('Next Monday');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL('/my-applications');
  const card = page.getByRole('article', { name: job.title });
  await card.getByText('Your proposal: $12.50/hr · 30 h/week').click();
  await expect(card.getByText('Next Monday')).toBeVisible();

  // The employer reads the proposal in the applications table.
  await openSignedIn(page, employer.token, '/my-job-posts');
  const post = page.getByRole('article', { name: job.title });
  await expect(post.getByText('1 applicant', { exact: true })).toBeVisible();
  await post.getByRole('button', { name: `View Applications to ${job.title}` }).click();
  const row = post.getByRole('row', { name: new RegExp(jobseeker.username) });
  await expect(row.getByText(LETTER)).toBeVisible();
  await expect(row.getByText('$12.50/hr · 30 h/week')).toBeVisible();
  await row.getByText('Answers (2)').click();
  await expect(row.getByText('Zendesk and Gorgias')).toBeVisible();
});

test('a jobseeker withdraws a pending application and may apply again', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'withdrawn');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'withdrawer');
  const job = await createApprovedJob(request, employer, `Bookkeeper ${Date.now()}`);

  await openSignedIn(page, jobseeker.token, `/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL('/my-applications');
  const card = page.getByRole('article', { name: job.title });
  await card.getByRole('button', { name: 'Withdraw application' }).click();
  await card.getByRole('button', { name: 'Keep it' }).click();
  await card.getByRole('button', { name: 'Withdraw application' }).click();
  await card.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(card).toHaveCount(0);

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  await expect(page.getByText('No applicants yet')).toBeVisible();

  await openSignedIn(page, employer.token, '/my-job-posts');
  const post = page.getByRole('article', { name: job.title });
  await post.getByRole('button', { name: `View Applications to ${job.title}` }).click();
  await expect(post.getByText('No one has applied for this job yet.')).toBeVisible();
});

test('an invitation link opens the job with the proposal form in focus', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'inviter');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'invited');
  const job = await createApprovedJob(request, employer, `Executive Assistant ${Date.now()}`, {
    screening_questions: ['Which calendar tools do you use?'],
  });
  await openSignedIn(page, jobseeker.token, `/jobs/${job.id}?apply=1`);
  await expect(page.getByLabel('Cover letter (optional)')).toBeFocused();
  await expect(page.getByLabel('Which calendar tools do you use?')).toBeVisible();
});
