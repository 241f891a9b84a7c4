import { openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob, setTalentProfile } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

test('a jobseeker applies, the employer accepts, both review each other, and the employer finds the jobseeker by skill', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const skill = `Zendesk${suffix}`;
  const employer = await registerViaApi(request, 'employer', 'hirer');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'applicant');
  await setTalentProfile(request, jobseeker, {
    skills: [skill, 'Customer support'],
    experience: 'Four years of e-mail and chat support for online shops.',
  });
  const job = await createApprovedJob(request, employer, `Support Agent ${suffix}`);

  // The jobseeker applies from the job page and lands on My Applications.
  await openSignedIn(page, jobseeker.token, `/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL('/my-applications');
  await expect(page).toHaveTitle('My Applications | TalentBridge');
  const card = page.getByRole('article', { name: job.title });
  await expect(card.getByText('Status: Pending')).toBeVisible();
  await expect(card.getByText(/^Applied on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Leave Review' })).toHaveCount(0);

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

  // The employer sees the application and accepts it.
  await openSignedIn(page, employer.token, '/my-job-posts');
  const post = page.getByRole('article', { name: job.title });
  await post.getByRole('button', { name: `View Applications to ${job.title}` }).click();
  const table = post.getByRole('table', { name: `Applications to ${job.title}` });
  const row = table.getByRole('row', { name: new RegExp(jobseeker.username) });
  await expect(row.getByRole('cell', { name: jobseeker.email })).toBeVisible();
  await expect(row.getByText('Not provided')).toBeVisible();
  await expect(row.getByText('Status: Pending')).toBeVisible();
  await row.getByRole('button', { name: `Accept ${jobseeker.username}` }).click();
  await expect(row.getByText('Status: Accepted')).toBeVisible();
  await expect(row.getByRole('button', { name: `Accept ${jobseeker.username}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Reject ${jobseeker.username}` })).toBeDisabled();

  // The employer reviews the new hire: four stars.
  await row.getByRole('button', { name: `Leave Review for ${jobseeker.username}` }).click();
  const employerForm = page.getByRole('form', { name: `Review ${jobseeker.username}` });
  await expect(employerForm.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await employerForm.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(employerForm.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await employerForm.getByLabel('Comment').fill('Quick to learn our tools and kind to customers.');
  await employerForm.getByRole('button', { name: 'Submit Review' }).click();
  await expect(post.getByText('Thank you! Your review has been published.')).toBeVisible();

  // The jobseeker sees the good news and reviews the employer, default five stars.
  await openSignedIn(page, jobseeker.token, '/my-applications');
  const accepted = page.getByRole('article', { name: job.title });
  await expect(accepted.getByText('Status: Accepted')).toBeVisible();
  await expect(
    accepted.getByText('Congratulations! Your application has been accepted.'),
  ).toBeVisible();
  await accepted.getByRole('button', { name: 'Leave Review' }).click();
  const seekerForm = accepted.getByRole('form', { name: `Review ${employer.username}` });
  await expect(seekerForm.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await seekerForm.getByRole('button', { name: 'Submit Review' }).click();
  await expect(seekerForm.getByText('Comment cannot be empty.')).toBeVisible();
  await seekerForm.getByLabel('Comment').fill('Clear instructions and paid on time.');
  await seekerForm.getByRole('button', { name: 'Submit Review' }).click();
  await expect(accepted.getByText('Thank you! Your review has been published.')).toBeVisible();
  await expect(accepted.getByRole('button', { name: 'Leave Review' })).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: job.title })
      .getByText(`You have reviewed ${employer.username}.`),
  ).toBeVisible();

  // Both reviews are on the profiles and on /reviews/{id}.
  await page.goto(`/users/${employer.id}`);
  const employerReviews = page.getByRole('region', { name: 'Reviews' });
  await expect(employerReviews.getByText('Clear instructions and paid on time.')).toBeVisible();
  await expect(employerReviews.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(page.getByText('5.0')).toBeVisible();
  await employerReviews.getByRole('link', { name: 'View all reviews' }).click();
  await expect(page).toHaveURL(`/reviews/${employer.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Reviews of ${employer.username}` }),
  ).toBeVisible();
  const fromSeeker = page.getByRole('article', { name: `Review by ${jobseeker.username}` });
  await expect(fromSeeker.getByText('5 out of 5')).toBeVisible();
  await expect(fromSeeker.getByText('Clear instructions and paid on time.')).toBeVisible();

  await page.goto(`/reviews/${jobseeker.id}`);
  const fromEmployer = page.getByRole('article', { name: `Review by ${employer.username}` });
  await expect(fromEmployer.getByText('4 out of 5')).toBeVisible();
  await expect(
    fromEmployer.getByText('Quick to learn our tools and kind to customers.'),
  ).toBeVisible();
  await page.goto(`/users/${jobseeker.id}`);
  await expect(
    page
      .getByRole('region', { name: 'Reviews' })
      .getByText('Quick to learn our tools and kind to customers.'),
  ).toBeVisible();
  await expect(page.getByText('4.0')).toBeVisible();

  // Later the employer looks for more people with that skill from the header's Hire Talent search
  // (on their profile: home has its own search instead, decisions/043).
  await openSignedIn(page, employer.token, '/profile');
  await page.getByRole('tab', { name: 'Hire Talent' }).click();
  await page.getByPlaceholder('Candidate skills or role').fill(skill);
  await page.getByPlaceholder('Candidate skills or role').press('Enter');
  await expect(page).toHaveURL(`/find-talent?skills=${skill}`);
  await expect(page.getByText('1 person found')).toBeVisible();
  const talent = page.getByRole('article', { name: jobseeker.username });
  await expect(talent.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(talent.getByRole('list', { name: 'Skills' }).getByText(skill)).toBeVisible();
  await expect(talent.getByText('Four years of e-mail and chat support')).toBeVisible();
  await talent.getByRole('link', { name: `View Profile of ${jobseeker.username}` }).click();
  await expect(page).toHaveURL(`/users/${jobseeker.id}`);
  await expect(page.getByRole('heading', { level: 1, name: jobseeker.username })).toBeVisible();
});
