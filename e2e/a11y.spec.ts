import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as baseTest, type Page } from '@playwright/test';
import { PAGE_PATHS } from '../src/shared/pages.ts';
import { mainNav } from './support/journeys.ts';
import {
  arrangeTour,
  signInBeforeLoad,
  type Tour,
  tokenOf,
  tourPaths,
  VIEWERS,
  waitForSettledPage,
} from './support/site-tour.ts';
import { expect, test } from './support/test.ts';

/**
 * Every page of docs/spec.md, "Screens and routes" (src/shared/pages.ts: new pages are scanned), as a
 * visitor and as each role, passes an axe-core scan for WCAG 2.0, 2.1 and 2.2 A and AA, and has
 * one h1 inside the main landmark. A few states that only appear after an action (open menus,
 * the admin sections, an open chat) are scanned too. docs/decisions/025-accessibility-and-polish.md.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// A trace of every scan would record axe's half-megabyte source each time and double the run;
// a failure's message lists what axe found, with selectors.
test.use({ trace: 'off' });

let tour: Tour;
let paths: Map<string, string>;

test.beforeAll(async ({ request }) => {
  tour = await arrangeTour(request);
  const resolved = tourPaths(tour);
  paths = new Map(PAGE_PATHS.map((route, index) => [route, resolved[index] ?? route]));
});

/** Runs axe on the page as it is and fails with a readable list of what it found. */
async function expectNoViolations(page: Page, label: string) {
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge
  // results across cross-origin frames, which we do not have, and costs a second per scan.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `    ${node.target.join(' ')}\n      ${node.failureSummary?.split('\n').join('\n      ')}`,
      )
      .join('\n');
    return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
  });
  expect(found, `axe violations on ${label}`).toEqual([]);
}

async function open(page: Page, viewer: (typeof VIEWERS)[number], path: string) {
  await signInBeforeLoad(page, tokenOf(tour, viewer));
  await page.goto(path);
  await waitForSettledPage(page);
}

/**
 * One browser context per viewer for its ~40 pages: the HTTP and code caches stay warm, as for a
 * person clicking through the site, which halves the time of a page load. The guard of
 * support/test.ts (uncaught errors, CSP refusals) is attached to that page by hand.
 */
for (const viewer of VIEWERS) {
  baseTest.describe(`as ${viewer}`, () => {
    let context: BrowserContext;
    let page: Page;
    const problems: string[] = [];

    baseTest.beforeAll(async ({ browser, storageState, baseURL }) => {
      context = await browser.newContext({ storageState, baseURL });
      page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      const token = tokenOf(tour, viewer);
      if (token) {
        await page.goto('/');
        await page.evaluate((value) => localStorage.setItem('token', value), token);
      }
    });

    baseTest.afterAll(async () => {
      await context?.close();
    });

    for (const route of PAGE_PATHS) {
      baseTest(`${route} has one h1 and no WCAG violations`, async () => {
        problems.length = 0;
        const path = paths.get(route) ?? route;
        await page.goto(path);
        await waitForSettledPage(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expectNoViolations(page, `${path} as ${viewer}`);
        expect(problems, 'errors in the page').toEqual([]);
      });
    }
  });
}

test.describe('states after an action', () => {
  test('the How it Works menu, open', async ({ page }) => {
    await open(page, 'visitor', '/');
    await page.getByRole('button', { name: 'How it Works' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, 'the How it Works menu');
  });

  test('the burger menu on a 360 px phone, open, as each kind of viewer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const viewer of VIEWERS) {
      await page.goto('/');
      await page.evaluate(() => localStorage.removeItem('token'));
      const token = tokenOf(tour, viewer);
      if (token) await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto('/find-job');
      await waitForSettledPage(page);
      await page.getByRole('button', { name: 'Main menu' }).click();
      await expect(mainNav(page)).toBeVisible();
      await expectNoViolations(page, `the burger menu as ${viewer}`);
      // Nothing spills sideways at 360 px.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at 360 px as ${viewer}`).toBeLessThanOrEqual(0);
    }
  });

  test('every admin section', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, 'admin', '/admin');
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    const names = await sidebar.getByRole('link').allInnerTexts();
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await waitForSettledPage(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoViolations(page, `the admin section ${name}`);
    }
  });

  test('an open chat, for each side', async ({ page }) => {
    for (const account of [tour.jobseeker, tour.employer]) {
      const viewer = account.role;
      await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('token', value), account.token);
      await page.goto(`/messages?chat=${tour.applicationId}`);
      await waitForSettledPage(page);
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expectNoViolations(page, `an open chat as ${viewer}`);
    }
  });

  test('My Profile in edit mode, and the delete confirmation', async ({ page }) => {
    await open(page, 'jobseeker', '/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    await expectNoViolations(page, 'My Profile in edit mode');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('button', { name: 'Yes, delete my account' })).toBeVisible();
    await expectNoViolations(page, 'the delete-account confirmation');
  });

  test('the job description editor is a labelled multi-line text box, on both job forms', async ({
    page,
  }) => {
    for (const path of ['/post-job', `/my-job-posts/${tour.job.id}/edit`]) {
      await open(page, 'employer', path);
      const editor = page.getByRole('textbox', { name: 'Job description' });
      await expect(editor).toHaveAttribute('aria-multiline', 'true');
      await expect(editor).toHaveAccessibleDescription(/No contact info/);
      // Like a native label, clicking the label puts the caret in the editor.
      await page.getByText('Job description', { exact: true }).click();
      await expect(editor).toBeFocused();
    }
  });

  test("an employer's applications table", async ({ page }) => {
    await open(page, 'employer', '/my-job-posts');
    await page.getByRole('button', { name: `View Applications to ${tour.job.title}` }).click();
    await expect(
      page.getByRole('table', { name: `Applications to ${tour.job.title}` }),
    ).toBeVisible();
    await expectNoViolations(page, 'the applications table');
  });
});
