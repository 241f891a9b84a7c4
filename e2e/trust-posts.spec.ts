import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { auth, loginViaApi, ok, openSignedIn, registerViaApi } from './support/api.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { expect, test } from './support/test.ts';

/**
 * A scam post held for review with its findings (docs/decisions/045): the employer sees, as they
 * type, which sentence breaks which rule and may still post; the post waits as held; the admin
 * sees it flagged with the matched words highlighted and approves it only after confirming they
 * read them.
 */

const DUTIES =
  'Answer customer e-mails within four hours, keep our help-centre articles current and write a short weekly summary of the most common questions.';
const TELEGRAM = 'Message me on Telegram @hr_lisa_jobs for the details.';
const FEE = 'A refundable training fee of $40 is required before the first shift.';

/** Post a Job filled in with a description holding the two offending sentences. */
async function fillScamPost(page: Page, title: string) {
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Salary (USD per hour)').fill('15');
  // The label puts the caret in the empty paragraph under 'Responsibilities'.
  await page.getByText('Job description', { exact: true }).click();
  await page.keyboard.type(`${DUTIES} ${TELEGRAM} ${FEE}`);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an employer is told which sentences break which rule, posts anyway and the post is held; the admin approves it knowingly', async ({
    page,
    request,
  }) => {
    const employer = await registerViaApi(request, 'employer', 'heldposter');
    const title = `Support assistant ${Date.now().toString(36)}`;
    await openSignedIn(page, employer.token, '/post-job');
    await fillScamPost(page, title);

    // The live check names both sentences and the rule each breaks, before anything is sent.
    const checklist = page.getByRole('list', { name: 'Description checklist' });
    await expect(
      checklist.getByRole('listitem').filter({ hasText: 'No contact info' }),
    ).toContainText('Not yet');
    await expect(
      checklist.getByRole('listitem').filter({ hasText: 'No fees or payments asked' }),
    ).toContainText('Not yet');
    const found = page.getByRole('region', { name: '2 sentences break posting rules' });
    await expect(found).toBeVisible();
    const telegram = found.getByRole('listitem').filter({ hasText: 'Telegram' });
    await expect(telegram).toContainText('Breaks: No contact info');
    const fee = found.getByRole('listitem').filter({ hasText: 'training fee' });
    await expect(fee).toContainText('Breaks: No fees or payments asked of candidates');
    await expect(found).toContainText(
      "Posts that break these rules are held for a moderator's review.",
    );
    await expectNoViolations(page, 'Post a Job with findings');

    // Posting is still allowed; the post is held and says why.
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page).toHaveURL('/my-job-posts');
    // The notice on the page, also read out by the shell's live region (docs/decisions/061).
    const heldNotice = 'It is held for review because some sentences break our posting rules';
    await expect(page.getByRole('main').getByText(heldNotice)).toBeVisible();
    await expect(page.getByTestId('announcer')).toContainText(heldNotice);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Status: Pending review')).toBeVisible();
    const held = card.getByRole('region', { name: /^Held for review: 2 sentences/ });
    await expect(held).toContainText('Telegram');
    await expect(held).toContainText('training fee');
    await expectNoViolations(page, 'My Job Posts with a held post');

    const mine = await ok<{ id: number; title: string }[]>(
      'my posts',
      await request.get('/api/job-posts/my-posts', { headers: auth(employer.token) }),
    );
    const posted = mine.find((post) => post.title === title);
    if (!posted) throw new Error('the posted job is missing from my-posts');
    // Nobody else sees it while it is held.
    expect((await request.get(`/api/job-posts/${posted.id}`)).status()).toBe(404);
    // The post's own page says so too, to its owner.
    await page.goto(`/jobs/${posted.id}`);
    await expect(page.getByRole('region', { name: /^Held for review: 2 sentences/ })).toContainText(
      'Breaks: No contact info',
    );

    // The admin: the dashboard's held queue, then the Job Posts tab.
    const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
    await openSignedIn(page, admin, '/admin');
    const queue = page.getByRole('region', { name: 'Held for findings' });
    await expect(queue.getByRole('link', { name: title })).toBeVisible();
    await expect(
      queue.getByRole('button', { name: `Review the findings in "${title}"` }),
    ).toBeVisible();

    await page.goto(`/admin?tab=job-posts&risk=flagged&search=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Held', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `2 findings in "${title}": show` }).click();
    const dialog = page.getByRole('dialog', { name: `Findings in "${title}"` });
    await expect(dialog.getByText('Contact details')).toBeVisible();
    await expect(dialog.getByText('Asks for a fee')).toBeVisible();
    // The matched words are highlighted inside their sentences.
    const marks = dialog.locator('mark');
    await expect(marks.filter({ hasText: /telegram|@hr_lisa_jobs/i }).first()).toBeVisible();
    await expect(marks.filter({ hasText: /fee/i }).first()).toBeVisible();
    const approve = dialog.getByRole('button', { name: 'Approve anyway' });
    await expect(approve).toBeDisabled();
    await expectNoViolations(page, 'the findings of a held post');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Approve from the row's menu opens the same findings and waits for the confirmation.
    await row.getByRole('button', { name: `Actions for "${title}"` }).click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await expect(dialog).toBeVisible();
    await expect(approve).toBeDisabled();
    await dialog.getByLabel('I have read these findings').check();
    await approve.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Job post "${title}" was approved with its findings` }),
    ).toBeVisible();
    expect((await request.get(`/api/job-posts/${posted.id}`)).status()).toBe(200);

    // The decision is traceable: the audit entry keeps the findings the admin was shown.
    const audit = await ok<{ action: string; details: { risk_flags?: unknown[] } | null }[]>(
      'audit',
      await request.get(`/api/admin/audit-log?action=job_post.approve&target_id=${posted.id}`, {
        headers: auth(admin),
      }),
    );
    expect(audit[0]?.details?.risk_flags?.length).toBe(2);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the findings fit a phone: on Post a Job and in the admin dialog', async ({
    page,
    request,
  }) => {
    const employer = await registerViaApi(request, 'employer', 'heldphone');
    const title = `Chat support ${Date.now().toString(36)}`;
    await openSignedIn(page, employer.token, '/post-job');
    await fillScamPost(page, title);
    await expect(
      page.getByRole('region', { name: '2 sentences break posting rules' }),
    ).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.getByRole('button', { name: 'Post Job' }).click();
    await expect(page).toHaveURL('/my-job-posts');
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual([]);

    const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
    await openSignedIn(
      page,
      admin,
      `/admin?tab=job-posts&risk=flagged&pendingReview=true&search=${encodeURIComponent(title)}`,
    );
    await page.getByRole('button', { name: `2 findings in "${title}": show` }).click();
    const dialog = page.getByRole('dialog', { name: `Findings in "${title}"` });
    await expect(dialog.locator('mark').first()).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390);
    await expectNoViolations(page, 'the findings dialog at 390 px');
  });
});
