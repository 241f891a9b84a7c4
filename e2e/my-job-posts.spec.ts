import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations } from './support/a11y.ts';
import { type Account, auth, ok, openSignedIn, registerViaApi } from './support/api.ts';
import { applyViaApi, approveJobViaApi } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/** My Job Posts (docs/decisions/040): one status per post, many posts paged, a confirmed Close. */

const DUTIES =
  'Reconcile bank statements every week, keep invoices and receipts in order, prepare monthly ' +
  'profit and loss reports and answer questions from our accountant within one business day.';

async function postViaApi(request: APIRequestContext, employer: Account, title: string) {
  return ok<{ id: number; title: string }>(
    'job',
    await request.post('/api/job-posts', {
      data: {
        title,
        description: `<h3>Responsibilities</h3><p>${DUTIES}</p>`,
        salary: 20,
        job_type: 'Part-time',
      },
      headers: auth(employer.token),
    }),
  );
}

test('a post shows one status, Pending review until approved; more than 20 posts page and filter', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = await registerViaApi(request, 'employer', 'manyposts');
  const seeker = await registerViaApi(request, 'jobseeker', 'oneapplicant');
  const suffix = Date.now().toString(36);
  const approved: { id: number; title: string }[] = [];
  for (let i = 1; i <= 21; i++) {
    const job = await postViaApi(request, employer, `Bookkeeper ${suffix} ${i}`);
    await approveJobViaApi(request, job.id);
    approved.push(job);
  }
  const first = approved[0];
  if (!first) throw new Error('no job');
  await applyViaApi(request, seeker, first.id);
  const pending = await postViaApi(request, employer, `Payroll Clerk ${suffix}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, employer.token, '/my-job-posts');
  const pendingCard = page.getByRole('article', { name: pending.title });
  // One status badge: 'Pending review' in place of 'Active' until an admin approves.
  await expect(pendingCard.getByText('Status:', { exact: true })).toHaveCount(1);
  await expect(pendingCard.getByText('Status: Pending review')).toBeVisible();
  await expect(pendingCard.getByText('Active')).toHaveCount(0);

  // 22 posts: 20 on the first page, the rest on the second.
  await expect(page.getByRole('article')).toHaveCount(20);
  const filter = page.getByRole('navigation', { name: 'Show job posts' });
  await expect(filter.getByRole('link', { name: 'All 22' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL('/my-job-posts?page=2');
  await expect(page.getByRole('article')).toHaveCount(2);
  const oldest = page.getByRole('article', { name: first.title });
  await expect(oldest.getByText('Status: Active')).toBeVisible();
  await expect(oldest.getByText('1 applicant', { exact: true })).toBeVisible();

  await filter.getByRole('link', { name: 'Pending review 1' }).click();
  await expect(page).toHaveURL('/my-job-posts?status=pending');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: pending.title })).toBeVisible();
  await expectNoViolations(page, 'My Job Posts filtered, at 390 px');

  // An edit confirms too, and says the post goes back to review.
  await page.goto('/my-job-posts?page=2');
  await page.getByRole('link', { name: `Edit ${first.title}` }).click();
  await page.getByLabel('Job title').fill(`${first.title} (edited)`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL('/my-job-posts');
  // Shown on the page, and said by the shell's live region (docs/decisions/061).
  const saved = page
    .getByRole('main')
    .getByText(`Your changes to “${first.title} (edited)” are saved.`);
  await expect(saved).toContainText('Our team reviews it');
  await expect(page.getByTestId('announcer')).toContainText(
    `Your changes to “${first.title} (edited)” are saved.`,
  );
  await expectNoViolations(page, 'My Job Posts with the saved notice, at 390 px');
});

test('posting confirms with a notice that goes away, and Close asks first', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'confirmer');
  const title = `Support Lead ${Date.now().toString(36)}`;
  await page.clock.install();
  await openSignedIn(page, employer.token, '/post-job');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Salary (USD per hour)').fill('14');
  await page.getByText('Job description', { exact: true }).click();
  await page.keyboard.type(DUTIES);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL('/my-job-posts');
  const notice = page.getByRole('main').getByText(`“${title}” is posted.`);
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('announcer')).toContainText(`“${title}” is posted.`);
  await expect(notice).toContainText('Our team reviews it before it appears in search');
  await page.clock.fastForward(11_000);
  await expect(notice).toHaveCount(0);
  // Not shown again on a reload.
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByText(`“${title}” is posted.`)).toHaveCount(0);

  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Close ${title}` }).click();
  const confirm = card.getByRole('form', { name: `Close ${title}` });
  await expect(confirm.getByText('Close this job post?')).toBeVisible();
  // Nobody applied: there is nobody to reject, so nothing is asked about them.
  await expect(confirm.getByRole('checkbox')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Keep it open' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByText('Status: Pending review')).toBeVisible();

  await card.getByRole('button', { name: `Close ${title}` }).click();
  await expectNoViolations(page, 'the close confirmation');
  await confirm.getByRole('button', { name: 'Close job post' }).click();
  await expect(card.getByText('Status: Closed')).toBeVisible();
});
