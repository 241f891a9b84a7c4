import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { auth, loginViaApi, ok, openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/**
 * The admin tables at the widths where they broke (docs/decisions/042): every column and every
 * cell whole at 1280 px, the page never wider than a 390 px phone, one menu of actions per row
 * that works by keyboard, and the dashboard opening on what waits for an admin.
 */

const TABS = ['users', 'complaints', 'job-posts', 'analytics', 'dashboard'] as const;

/** Cells whose content is wider than the cell, and tables wider than their scrolling region. */
async function clipped(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('main th, main td')) {
      if (cell.scrollWidth > cell.clientWidth + 1) {
        problems.push(`cell "${cell.textContent?.trim().slice(0, 40)}"`);
      }
    }
    for (const table of document.querySelectorAll<HTMLElement>('main table')) {
      // The admin tables' own scrolling regions (a chart's table of numbers is shown on demand).
      const region = table.parentElement as HTMLElement;
      if (!table.checkVisibility() || getComputedStyle(region).overflowX !== 'auto') continue;
      if (region.scrollWidth > region.clientWidth + 1) {
        problems.push(`table "${table.querySelector('caption')?.textContent?.trim()}" scrolls`);
      }
    }
    return problems;
  });
}

/** Long names, a long reason and a complaint about a profile, so the tables have something wide. */
async function arrange(page: Page, request: Parameters<typeof registerViaApi>[0]) {
  const employer = await registerViaApi(request, 'employer', 'longname_employer');
  const reporter = await registerViaApi(request, 'jobseeker', 'longname_reporter');
  const job = await createApprovedJob(
    request,
    employer,
    `Bilingual customer support specialist for a fast-growing ecommerce brand ${Date.now().toString(36)}`,
  );
  await ok(
    'complaint',
    await request.post('/api/complaints', {
      data: {
        profile_id: employer.id,
        reason:
          'Asked me to move the conversation to another messenger and pay a refundable deposit before the interview.',
      },
      headers: auth(reporter.token),
    }),
  );
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, admin, '/admin');
  return { employer, reporter, job, admin };
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every column and every cell of the admin tables is whole, the actions in view', async ({
    page,
    request,
  }) => {
    const { employer } = await arrange(page, request);
    for (const tab of TABS) {
      await page.goto(tab === 'dashboard' ? '/admin' : `/admin?tab=${tab}`);
      await expect(page.getByRole('main').locator('table').first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect(await clipped(page), tab).toEqual([]);
      await expectNoViolations(page, `the ${tab} tab`);
    }
    // The reported profile reads as its name, and its Resolve button is within the window.
    await page.goto('/admin?tab=complaints');
    const row = page.getByRole('row').filter({ hasText: 'refundable deposit' });
    await expect(row.getByRole('link', { name: employer.username })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Resolve complaint/ })).toBeInViewport({
      ratio: 1,
    });
    // Each leaderboard says what it is ranked by.
    await page.goto('/admin?tab=analytics');
    await expect(
      page.getByRole('table', { name: 'Top employers', exact: true }),
    ).toHaveAccessibleDescription('Ranked by average rating, then by number of job posts.');
    await expect(
      page.getByRole('table', { name: 'Top jobseekers by profile views', exact: true }),
    ).toHaveAccessibleDescription('Ranked by profile views.');
  });

  test('a row has one menu of actions, worked by keyboard; destructive ones last and confirmed', async ({
    page,
    request,
  }) => {
    const { employer } = await arrange(page, request);
    await page.goto(`/admin?tab=users&search=${employer.username}`);
    const row = page.getByRole('row').filter({ hasText: employer.email });
    await expect(row.getByRole('button')).toHaveText(['Check', 'Actions']);
    const trigger = row.getByRole('button', { name: `Actions for ${employer.username}` });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: `Actions for ${employer.username}` });
    await expect(menu.getByRole('menuitem')).toHaveText([
      'View Risk Score',
      // The review queue's evidence (docs/decisions/046).
      'View Flagged Messages',
      'Reset Password',
      // Employers only (docs/decisions/055).
      'Set Plan',
      'Verify Identity',
      'Reject Identity',
      'Block',
      'Delete',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'View Risk Score' })).toBeFocused();
    await expectNoViolations(page, 'the Users tab with a row menu open');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'View Flagged Messages' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'View Risk Score' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // ArrowUp opens onto the last item; Enter on it asks before anything is deleted.
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Delete ${employer.username}?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(row).toContainText('Active');
  });

  test('resolving a complaint unpublishes the reported post, in the audit log', async ({
    page,
    request,
  }) => {
    const { job, reporter, admin } = await arrange(page, request);
    await ok(
      'complaint',
      await request.post('/api/complaints', {
        data: { job_post_id: job.id, reason: `Asks for a fee (${job.id})` },
        headers: auth(reporter.token),
      }),
    );
    await page.goto('/admin?tab=complaints');
    const row = page.getByRole('row').filter({ hasText: `Asks for a fee (${job.id})` });
    await expect(row.getByRole('link', { name: job.title })).toBeVisible();
    await row.getByRole('button', { name: /^Resolve complaint/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Resolve complaint/ });
    await dialog.getByRole('radio', { name: 'Resolved' }).check();
    await dialog.getByLabel('Action on the job post').selectOption('unpublish_post');
    await expect(dialog).toContainText('leaves the public lists');
    await expectNoViolations(page, 'the Resolve dialog with an action chosen');
    await dialog.getByRole('button', { name: 'Save and unpublish the post' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'The complaint was marked Resolved. The post was unpublished.',
    );
    expect((await request.get(`/api/job-posts/${job.id}`)).status()).toBe(404);
    const audit = await ok<{ action: string }[]>(
      'audit',
      await request.get(`/api/admin/audit-log?target_type=job_post&target_id=${job.id}`, {
        headers: auth(admin),
      }),
    );
    expect(audit.map((entry) => entry.action)).toContain('job_post.flag');
  });

  test('the dashboard opens on the queues that need action; the job list comes after, paged', async ({
    page,
    request,
  }) => {
    await arrange(page, request);
    const main = page.getByRole('main');
    const queues = main.getByRole('heading', { name: 'Needs action' });
    const jobs = main.getByRole('heading', { name: 'Job postings with applications' });
    for (const name of ['Awaiting review', 'Open complaints', 'Identity documents waiting']) {
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const above = async (a: typeof queues, b: typeof queues) =>
      ((await a.boundingBox())?.y ?? 0) < ((await b.boundingBox())?.y ?? 0);
    expect(await above(queues, jobs)).toBe(true);
    expect(await above(main.getByRole('heading', { name: 'Open complaints' }), jobs)).toBe(true);
    // At most one page of ten jobs (and the heading row).
    const jobRows = main
      .getByRole('region', { name: 'Job postings with applications' })
      .getByRole('row');
    await expect(jobRows.first()).toBeVisible();
    expect(await jobRows.count()).toBeLessThanOrEqual(11);
    // Subscriptions are whole numbers: the labelled estimates, or the real count once any
    // employer has had a paid plan (docs/decisions/055; e2e/billing-admin.spec.ts grants one).
    await expect(main.getByText('Estimate', { exact: true })).toBeVisible();
    const figure = await main
      .locator('dt', { hasText: /^(Subscriptions \(estimate\)|Paid subscriptions)$/ })
      .locator('xpath=following-sibling::dd')
      .innerText();
    expect(figure).toMatch(/^\d[\d,]*$/);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page itself never scrolls sideways on the admin tabs', async ({ page, request }) => {
    await arrange(page, request);
    for (const tab of TABS) {
      await page.goto(tab === 'dashboard' ? '/admin' : `/admin?tab=${tab}`);
      await expect(page.getByRole('main').locator('table').first()).toBeVisible();
      const width = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(width[0], tab).toBeLessThanOrEqual(width[1] as number);
    }
  });
});
