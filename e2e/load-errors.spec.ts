import type { Page, Route } from '@playwright/test';
import { MESSAGES } from '../src/shared/messages.ts';
import { registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/**
 * docs/decisions/043: a read the server fails is asked once more at once, then the page says so
 * with its Retry; a read with no answer is given up at 10 s. The pages' job lists are the reads
 * here: home's recent jobs and Find Jobs' results.
 */
const JOB_LIST = '**/api/job-posts?**';

/** Long enough for one quick retry; far less than react-query's default three retries (7 s). */
const SAID_QUICKLY = { timeout: 2_500 };

/** The cards of home's Recent Job Postings (their links: the loading list has none). */
const recentCards = (page: Page) =>
  page.getByRole('region', { name: 'Recent Job Postings' }).getByRole('listitem').getByRole('link');

/**
 * Moves the page's clock on a second at a time until `alert` shows: the request's 10-s clock
 * starts when the app sends it, a moment after the page has drawn its loading state.
 */
async function waitOutTimeout(page: Page, alert: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(alert).toBeVisible({ timeout: 200 });
  }).toPass();
}

/**
 * Opens `path` by a navigation inside the app: a page opened directly arrives drawn with its list
 * (docs/decisions/056), so the reads whose failures these tests make are the app's own, after
 * it has started on a page the server does not draw.
 */
async function openInTheApp(page: Page, path: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Routes the job list to a server error, and gives back a way to end it. */
async function failJobList(page: Page) {
  await page.route(JOB_LIST, (route) => route.fulfill({ status: 500 }));
  return () => page.unroute(JOB_LIST);
}

/** Routes the job list to a server that never answers; resolves once a request hangs there. */
async function hangJobList(page: Page) {
  let hung: (route: Route) => void = () => {};
  const firstHang = new Promise<Route>((resolve) => {
    hung = resolve;
  });
  await page.route(JOB_LIST, (route) => hung(route));
  return { firstHang, restore: () => page.unroute(JOB_LIST) };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('home says at once that the jobs failed to load, and Retry loads them', async ({
      page,
      request,
    }) => {
      const employer = await registerViaApi(request, 'employer', 'homeerror');
      await createApprovedJob(request, employer, `Inbox Manager ${Date.now().toString(36)}`);
      const restore = await failJobList(page);
      await openInTheApp(page, '/');
      const alert = page.getByRole('alert').filter({ hasText: MESSAGES.homeLoadFailed });
      await expect(alert).toBeVisible(SAID_QUICKLY);
      // No skeleton says the jobs are still coming.
      await expect(page.getByText('Loading recent jobs')).toHaveCount(0);

      await restore();
      await alert.getByRole('button', { name: 'Try again' }).click();
      // Newer jobs of other journeys may push this one out of the six: any card will do.
      await expect(recentCards(page).first()).toBeVisible();
      await expect(alert).toHaveCount(0);
    });

    test('Find Jobs says at once that the jobs failed to load, and Retry loads them', async ({
      page,
      request,
    }) => {
      const employer = await registerViaApi(request, 'employer', 'finderror');
      const title = `Calendar Keeper ${Date.now().toString(36)}`;
      await createApprovedJob(request, employer, title);
      const restore = await failJobList(page);
      await openInTheApp(page, `/find-job?title=${encodeURIComponent(title)}`);
      const alert = page.getByRole('alert').filter({ hasText: MESSAGES.jobsLoadFailed });
      await expect(alert).toBeVisible(SAID_QUICKLY);
      await expect(page.getByText('Loading jobs')).toHaveCount(0);

      await restore();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
      await expect(page.getByText('1 job found')).toBeVisible();
      await expect(alert).toHaveCount(0);
    });

    test('a list the server does not answer is given up at 10 s with the reason, and Retry loads it', async ({
      page,
      request,
    }) => {
      const employer = await registerViaApi(request, 'employer', 'slowlist');
      const title = `Travel Booker ${Date.now().toString(36)}`;
      await createApprovedJob(request, employer, title);
      // The page's clock, moved on by the test instead of waited for.
      await page.clock.install();

      const onFindJobs = await hangJobList(page);
      await openInTheApp(page, `/find-job?title=${encodeURIComponent(title)}`);
      await onFindJobs.firstHang;
      await expect(page.getByText('Loading jobs')).toBeAttached();
      // Nine seconds on, it is still waiting: slow is not yet failed.
      await page.clock.fastForward(9_000);
      await expect(page.getByText('Loading jobs')).toBeAttached();
      const alert = page.getByRole('alert').filter({ hasText: MESSAGES.jobsLoadFailed });
      await waitOutTimeout(page, alert);
      await expect(alert).toContainText(MESSAGES.requestTimedOut);
      await onFindJobs.restore();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

      const onHome = await hangJobList(page);
      await openInTheApp(page, '/');
      await onHome.firstHang;
      const homeAlert = page.getByRole('alert').filter({ hasText: MESSAGES.homeLoadFailed });
      await waitOutTimeout(page, homeAlert);
      await expect(homeAlert).toContainText(MESSAGES.requestTimedOut);
      await onHome.restore();
      await homeAlert.getByRole('button', { name: 'Try again' }).click();
      await expect(recentCards(page).first()).toBeVisible();
      await expect(homeAlert).toHaveCount(0);
    });
  });
}
