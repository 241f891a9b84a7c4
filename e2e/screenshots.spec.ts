import path from 'node:path';
import { PAGE_PATHS } from '../src/shared/pages.ts';
import {
  arrangeTour,
  signInBeforeLoad,
  type Tour,
  tokenOf,
  tourPaths,
  type Viewer,
  waitForSettledPage,
} from './support/site-tour.ts';
import { test } from './support/test.ts';

/**
 * `npm run screenshots`: every page of src/shared/pages.ts at a 390 px phone and a 1440 px desktop, full
 * length, into screenshots/ (git-ignored), to look at the site as a person would (style.md,
 * "Check pages by looking at them"). Skipped in ordinary runs: it asserts nothing but that each
 * page settles, and writing ~80 images is no use to CI.
 */
// Skipped unless SCREENSHOTS is set (`npm run screenshots`): it writes pictures for people to look
// at and asserts nothing a test run needs.
test.skip(!process.env.SCREENSHOTS, 'only `npm run screenshots` takes the pictures');

const OUT_DIR = path.resolve(import.meta.dirname, '..', 'screenshots');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Who a page is for: the member pages are seen by their member, the rest by a visitor. */
const VIEWER_OF: Record<string, Viewer> = {
  '/profile': 'jobseeker',
  '/my-applications': 'jobseeker',
  '/invitations': 'jobseeker',
  '/messages': 'jobseeker',
  '/complaint': 'jobseeker',
  '/welcome': 'jobseeker',
  '/post-job': 'employer',
  '/my-job-posts': 'employer',
  '/my-job-posts/:id/edit': 'employer',
  '/feedback': 'employer',
  '/notifications': 'employer',
  '/admin': 'admin',
};

let tour: Tour;
let paths: Map<string, string>;

test.beforeAll(async ({ request }) => {
  tour = await arrangeTour(request);
  const resolved = tourPaths(tour);
  paths = new Map(PAGE_PATHS.map((route, index) => [route, resolved[index] ?? route]));
  // The open chat is the interesting state of Messages.
  paths.set('/messages', `/messages?chat=${tour.applicationId}`);
});

function fileName(route: string, width: string): string {
  const slug =
    route === '/'
      ? 'home'
      : route
          .slice(1)
          .replace(/[/:]+/g, '-')
          .replace(/[^a-z0-9-]/gi, '');
  return path.join(OUT_DIR, `${slug}.${width}.png`);
}

for (const route of PAGE_PATHS) {
  test(`screenshots of ${route}`, async ({ page }) => {
    const viewer = VIEWER_OF[route] ?? 'visitor';
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInBeforeLoad(page, tokenOf(tour, viewer));
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(paths.get(route) ?? route);
      await waitForSettledPage(page);
      await page.screenshot({ path: fileName(route, size.name), fullPage: true });
    }
  });
}
