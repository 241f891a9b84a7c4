import { openSignedIn, registerViaApi } from './support/api.ts';
import {
  applyViaApi,
  createApprovedJob,
  decideViaApi,
  setPostLimitViaApi,
  setTalentProfile,
} from './support/hiring.ts';
import { expect, test } from './support/test.ts';

test('a visitor is asked to log in to apply', async ({ page, request }) => {
  const employer = await registerViaApi(request, 'employer', 'visitjob');
  const job = await createApprovedJob(request, employer, `Virtual Receptionist ${Date.now()}`);

  await page.goto(`/jobs/${job.id}`);
  const login = page.getByRole('link', { name: 'Login to Apply' });
  await expect(login).toHaveAttribute('href', '/login');
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await login.click();
  await expect(page).toHaveURL('/login');
});

test('employers cannot apply, and each role meets the other role’s page refusal', async ({
  page,
  request,
}) => {
  const owner = await registerViaApi(request, 'employer', 'ownerjob');
  const other = await registerViaApi(request, 'employer', 'otheremp');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'refused');
  const job = await createApprovedJob(request, owner, `Research Assistant ${Date.now()}`);

  await openSignedIn(page, other.token, `/jobs/${job.id}`);
  await expect(page.getByText('Only job seekers can apply for jobs.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

  // The owner gets neither the button nor the refusal.
  await openSignedIn(page, owner.token, `/jobs/${job.id}`);
  await expect(page.getByRole('link', { name: 'Edit this job post' })).toBeVisible();
  await expect(page.getByText('Only job seekers can apply for jobs.')).toHaveCount(0);

  await openSignedIn(page, other.token, '/my-applications');
  await expect(page.getByText('This page is only available for jobseekers.')).toBeVisible();

  await openSignedIn(page, jobseeker.token, '/my-job-posts');
  await expect(page.getByText('This page is only available for employers.')).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/my-applications');
  await expect(page.getByText('This page is only available for jobseekers.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('a rejected application reads as such on both sides, with no way to decide or review it again', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'rejecter');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'rejected');
  const job = await createApprovedJob(request, employer, `Copywriter ${Date.now()}`);

  await openSignedIn(page, jobseeker.token, `/jobs/${job.id}`);
  await page
    .getByLabel('Cover letter (optional)')
    .fill('I wrote product pages for three online shops.');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL('/my-applications');

  await openSignedIn(page, employer.token, '/my-job-posts');
  const post = page.getByRole('article', { name: job.title });
  await post.getByRole('button', { name: `View Applications to ${job.title}` }).click();
  const row = post.getByRole('row', { name: new RegExp(jobseeker.username) });
  await expect(row.getByText('I wrote product pages for three online shops.')).toBeVisible();
  await row.getByRole('button', { name: `Reject ${jobseeker.username}` }).click();
  await expect(row.getByText('Status: Rejected')).toBeVisible();
  await expect(row.getByRole('button', { name: `Accept ${jobseeker.username}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Reject ${jobseeker.username}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: /Leave Review/ })).toHaveCount(0);

  await openSignedIn(page, jobseeker.token, '/my-applications');
  const card = page.getByRole('article', { name: job.title });
  await expect(card.getByText('Status: Rejected')).toBeVisible();
  await expect(card.getByText('Unfortunately, your application was rejected.')).toBeVisible();
  await expect(card.getByText('Congratulations!', { exact: false })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Leave Review' })).toHaveCount(0);
});

test('a full post refuses the application with the server’s reason', async ({ page, request }) => {
  const employer = await registerViaApi(request, 'employer', 'fullpost');
  const first = await registerViaApi(request, 'jobseeker', 'first');
  const late = await registerViaApi(request, 'jobseeker', 'late');
  const job = await createApprovedJob(request, employer, `Data Annotator ${Date.now()}`);
  await setPostLimitViaApi(request, job.id, 1);

  // The late applicant opens the page while there is still room...
  await openSignedIn(page, late.token, `/jobs/${job.id}`);
  const apply = page.getByRole('button', { name: 'Apply Now' });
  await expect(apply).toBeEnabled();
  // ...and someone else takes the last place first.
  await applyViaApi(request, first, job.id);
  await apply.click();
  await expect(page.getByRole('alert')).toHaveText(
    'This job has reached its application limit and no longer accepts applications.',
  );
  await expect(page).toHaveURL(`/jobs/${job.id}`);
});

test('My Applications lists every application with its state, and an empty list says so', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'manyjobs');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'manyapps');

  await openSignedIn(page, jobseeker.token, '/my-applications');
  await expect(page.getByText('You have not applied for any jobs yet.')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Find Jobs' }).first(),
  ).toHaveAttribute('href', '/find-job');

  const stamp = Date.now();
  const pending = await createApprovedJob(request, employer, `Pending Job ${stamp}`);
  const accepted = await createApprovedJob(request, employer, `Accepted Job ${stamp}`);
  const first = await applyViaApi(request, jobseeker, pending.id);
  const application = await applyViaApi(request, jobseeker, accepted.id);
  // Dates read in the person's own zone: Kiritimati is UTC+14, so most hours it is a day ahead.
  await setTalentProfile(request, jobseeker, { timezone: 'Pacific/Kiritimati' });
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Pacific/Kiritimati',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(first.created_at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  const appliedOn = `Applied on ${part('month')}/${part('day')}/${part('year')}`;
  await decideViaApi(request, employer, application.id, 'Accepted');

  await page.reload();
  const pendingCard = page.getByRole('article', { name: pending.title });
  await expect(pendingCard.getByText('Status: Pending')).toBeVisible();
  await expect(pendingCard.getByText(appliedOn)).toBeVisible();
  const acceptedCard = page.getByRole('article', { name: accepted.title });
  await expect(acceptedCard.getByText('Status: Accepted')).toBeVisible();
  await expect(acceptedCard.getByRole('link', { name: employer.username })).toHaveAttribute(
    'href',
    `/users/${employer.id}`,
  );
  await expect(acceptedCard.getByRole('button', { name: 'Leave Review' })).toBeVisible();
});
