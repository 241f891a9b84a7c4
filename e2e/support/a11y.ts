import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as baseTest, expect, type Page } from '@playwright/test';
import { PAGE_PATHS } from '../../src/shared/pages.ts';
import {
  arrangeTour,
  type Tour,
  tokenOf,
  tourPaths,
  type Viewer,
  waitForSettledPage,
} from './site-tour.ts';

/**
 * The accessibility scans of e2e/a11y*.spec.ts (docs/decisions/025-accessibility-and-polish.md):
 * axe-core for WCAG 2.0, 2.1 and 2.2 A and AA. Every page as each viewer is one spec file per
 * viewer, so that Playwright's workers share the scans out (docs/decisions/031-ci-time.md).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is and fails with a readable list of what it found. */
export async function expectNoViolations(page: Page, label: string) {
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

/**
 * The tour of e2e/support/site-tour.ts, arranged once for the spec file that calls this, and
 * each page of src/shared/pages.ts as a path to open.
 */
export function tourOfThisFile(): { tour: () => Tour; pathOf: (route: string) => string } {
  // Skipped when E2E_SKIP_ACCESSIBILITY=1: the markup does not depend on the database, so .ci/run
  // scans it in its pass on the embedded database and sets this for its second pass on
  // PostgreSQL and Redis (docs/decisions/031-ci-time.md).
  baseTest.skip(
    process.env.E2E_SKIP_ACCESSIBILITY === '1',
    'accessibility scans run in the pass on the embedded database',
  );
  let tour: Tour | undefined;
  let paths = new Map<string, string>();
  baseTest.beforeAll(async ({ request }) => {
    tour = await arrangeTour(request);
    const resolved = tourPaths(tour);
    paths = new Map(PAGE_PATHS.map((route, index) => [route, resolved[index] ?? route]));
  });
  return {
    tour: () => {
      if (!tour) throw new Error('the tour is arranged in beforeAll');
      return tour;
    },
    pathOf: (route) => paths.get(route) ?? route,
  };
}

/**
 * Opens `path` as a link inside the app would, without loading the page again: the app reads the
 * address on the history's popstate, as it does on Back. The first page of a file is a full load
 * (after the viewer's token is stored). A reload per page cost a third of each scan
 * (docs/decisions/031-ci-time.md); a scan reads the page's markup, the same either way, and fresh
 * loads are the journeys' subject.
 */
export async function openInTheApp(page: Page, path: string, isFirst: boolean) {
  if (isFirst) {
    // The app starts on a page the server does not draw (decision 056): in Debian's headless
    // shell, the sections of a drawn page that `content-visibility: auto` skips report the
    // browser's default colours to a scan (link blue, black), which is not what a person sees.
    // The app draws the same markup after a navigation.
    await page.goto('/login');
    await page.locator('h1').first().waitFor({ state: 'visible' });
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Every page of src/shared/pages.ts (so new pages are scanned as they land) as `viewer`: one h1
 * inside the main landmark, and no axe violation.
 *
 * One browser context for the viewer's ~45 pages: the HTTP and code caches stay warm, as for a
 * person clicking through the site, which halves the time of a page load. The guard of
 * support/test.ts (uncaught errors, CSP refusals) is attached to that page by hand.
 */
export function scanEveryPageAs(viewer: Viewer) {
  // A trace of every scan would record axe's half-megabyte source each time and double the run;
  // a failure's message lists what axe found, with selectors.
  baseTest.use({ trace: 'off' });
  const { tour, pathOf } = tourOfThisFile();

  baseTest.describe(`as ${viewer}`, () => {
    let context: BrowserContext;
    let page: Page;
    const problems: string[] = [];
    let isFirst = true;

    baseTest.beforeAll(async ({ browser, storageState, baseURL }) => {
      context = await browser.newContext({ storageState, baseURL });
      page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      const token = tokenOf(tour(), viewer);
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
        const path = pathOf(route);
        await openInTheApp(page, path, isFirst);
        isFirst = false;
        await waitForSettledPage(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expectNoViolations(page, `${path} as ${viewer}`);
        expect(problems, 'errors in the page').toEqual([]);
      });
    }
  });
}
