import { auth, ok, openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob, setTalentProfile } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/** An employer reviews a post's applicants (docs/decisions/035). */

test('the employer filters and sorts applicants, accepts one and rejects the rest at once', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'reviewer');
  const job = await createApprovedJob(request, employer, `Bookkeeper ${Date.now()}`, {
    required_skills: ['QuickBooks', 'Excel'],
  });
  const rates = [30, 12, 20];
  const seekers = [];
  for (const [i, rate] of rates.entries()) {
    const seeker = await registerViaApi(request, 'jobseeker', `applicant${i}`);
    await setTalentProfile(request, seeker, { skills: ['Excel', 'Canva'] });
    await ok(
      'apply',
      await request.post('/api/job-applications', {
        data: { job_post_id: job.id, proposed_rate: rate, description: `Proposal ${i}` },
        headers: auth(seeker.token),
      }),
    );
    seekers.push(seeker);
  }
  const [expensive, cheap, middle] = seekers as [
    (typeof seekers)[0],
    (typeof seekers)[0],
    (typeof seekers)[0],
  ];

  await openSignedIn(page, employer.token, '/my-job-posts');
  const post = page.getByRole('article', { name: job.title });
  await expect(post.getByText('3 applicants')).toBeVisible();
  await post.getByRole('button', { name: `View Applications to ${job.title}` }).click();
  const rows = post.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  // The post's skills come first and are marked as asked for.
  await expect(rows.first().getByText('Excel (asked for)')).toBeVisible();

  await post.getByLabel(`Sort applications to ${job.title}`).selectOption('rate_low');
  await expect(rows.nth(0)).toContainText(cheap.username);
  await expect(rows.nth(1)).toContainText(middle.username);
  await expect(rows.nth(2)).toContainText(expensive.username);

  await post.getByRole('button', { name: `Accept ${cheap.username}` }).click();
  await expect(
    post.getByRole('row', { name: new RegExp(cheap.username) }).getByText('Status: Accepted'),
  ).toBeVisible();

  await post.getByLabel(`Select ${middle.username}`).check();
  await post.getByLabel(`Select ${expensive.username}`).check();
  await post.getByRole('button', { name: 'Reject selected (2)' }).click();
  await post
    .getByLabel('Message to the applicants (optional)')
    .fill('We hired someone for this role.');
  await post.getByRole('button', { name: 'Reject 2' }).click();
  await expect(post.getByRole('status')).toHaveText('2 applicants rejected and e-mailed.');

  await post.getByLabel(`Show applications to ${job.title}`).selectOption('Rejected');
  await expect(rows).toHaveCount(2);
  await post.getByLabel(`Show applications to ${job.title}`).selectOption('Pending');
  await expect(post.getByText('No pending applications.')).toBeVisible();
});

test('closing a post rejects everyone still pending with a polite note', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'closing');
  const seeker = await registerViaApi(request, 'jobseeker', 'waiting');
  const job = await createApprovedJob(request, employer, `Video Editor ${Date.now()}`);
  await ok(
    'apply',
    await request.post('/api/job-applications', {
      data: { job_post_id: job.id },
      headers: auth(seeker.token),
    }),
  );

  await openSignedIn(page, employer.token, '/my-job-posts');
  const post = page.getByRole('article', { name: job.title });
  await post.getByRole('button', { name: `Close ${job.title}` }).click();
  const form = post.getByRole('form', { name: `Close ${job.title}` });
  await expect(form.getByLabel('Reject everyone still pending and e-mail them')).toBeChecked();
  await expect(form.getByLabel('Message to the applicants')).toHaveValue(
    /Thank you for your interest/,
  );
  await form.getByRole('button', { name: 'Close job post' }).click();
  await expect(post.getByText('Status: Closed')).toBeVisible();

  await openSignedIn(page, seeker.token, '/my-applications');
  await expect(
    page.getByRole('article', { name: job.title }).getByText('Status: Rejected'),
  ).toBeVisible();
});

test('a job page shows how the employer answers applicants once five have applied', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'answers');
  const job = await createApprovedJob(request, employer, `Researcher ${Date.now()}`);
  for (let i = 0; i < 5; i += 1) {
    const seeker = await registerViaApi(request, 'jobseeker', `asked${i}`);
    await ok(
      'apply',
      await request.post('/api/job-applications', {
        data: { job_post_id: job.id },
        headers: auth(seeker.token),
      }),
    );
  }
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText('5 applicants')).toBeVisible();
  // Five Pending and fresh: nothing to say yet.
  await expect(page.getByText(/Usually responds/)).toHaveCount(0);

  await ok(
    'bulk reject',
    await request.post('/api/job-applications/bulk-reject', {
      data: { job_post_id: job.id },
      headers: auth(employer.token),
    }),
  );
  await page.reload();
  await expect(
    page.getByText('Usually responds within an hour · responds to 100% of applicants'),
  ).toBeVisible();
});
