import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * An error boundary with a way back (docs/decisions/025). A page that crashes, or whose code can't be
 * downloaded, shows a message inside the shell (PageBoundary and RouteError in
 * components/layout), with the header still there and two ways on: Home and a reload.
 *
 * The crash is real: the browser receives Find Jobs' chunk replaced by one whose page throws
 * while rendering (the preload link and the app's import both get it).
 */
const FIND_JOB_CHUNK = '**/assets/find-job-page-*.js';

/**
 * Opens Find Jobs by a navigation inside the app: opened directly it arrives drawn by the server
 * (docs/decisions/056), and a page that throws while hydrating is also reported as a hydration
 * error; the boundary is what these journeys are about.
 */
async function openFindJobsInTheApp(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/find-job');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
const THROWING_PAGE = `export function FindJobPage() { throw new Error('Find Jobs broke on purpose'); }`;

test('a page that throws while rendering shows a message in the shell and a way home', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.route(FIND_JOB_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: THROWING_PAGE }),
  );

  await openFindJobsInTheApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong | TalentBridge');
  await expect(page.getByRole('main')).toContainText('This page could not be shown.');
  // The shell stays: header and its navigation, footer.
  await expect(page.getByRole('banner').getByRole('link', { name: 'TalentBridge' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  expect(consoleErrors.some((text) => text.includes('Find Jobs broke on purpose'))).toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Professional Job Search Platform' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('a page whose code cannot be downloaded offers a reload that brings it back', async ({
  page,
}) => {
  await page.route(FIND_JOB_CHUNK, (route) => route.abort('connectionreset'));

  await openFindJobsInTheApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();

  // The network is back: Reload page shows Find Jobs.
  await page.unroute(FIND_JOB_CHUNK);
  await page.getByRole('main').getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find Jobs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
