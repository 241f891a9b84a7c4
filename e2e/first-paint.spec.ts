import type { Page } from '@playwright/test';
import { HOME_HERO } from '../src/shared/home-hero.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/**
 * Decisions/026: the server's page head preloads the page's own chunks and the API reply it shows
 * first. A preload the browser does not use costs a second download, so these journeys count
 * what the browser asks the server for: each preloaded URL exactly once.
 */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = `${url.pathname}${url.search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

/**
 * Opens a page and reads the preload links of the head the server sent (the live document gains
 * more once the app imports chunks): page chunks (`modulepreload`) and replies (`as="fetch"`).
 */
async function openAndReadPreloads(page: Page, path: string) {
  const response = await page.goto(path);
  const links = await page.evaluate(
    (served) => {
      const head = new DOMParser().parseFromString(served, 'text/html').head;
      const pathsOf = (selector: string) =>
        [...head.querySelectorAll<HTMLLinkElement>(selector)].map((link) => {
          const url = new URL(link.getAttribute('href') ?? '', window.location.href);
          return `${url.pathname}${url.search}`;
        });
      return {
        modules: pathsOf('link[rel="modulepreload"]'),
        fetches: pathsOf('link[rel="preload"][as="fetch"]'),
      };
    },
    (await response?.text()) ?? '',
  );
  return { status: response?.status() ?? 0, ...links };
}

test("Find Jobs fetches its results and its code once, from the head's preload links", async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'preloader');
  const suffix = Date.now().toString(36);
  const job = await createApprovedJob(request, employer, `Podcast Editor ${suffix}`);
  const requests = countRequests(page);

  const { modules, fetches } = await openAndReadPreloads(
    page,
    `/find-job?title=podcast%20${suffix}&job_type=Part-time&salary_min=10`,
  );
  await expect(page.getByRole('link', { name: job.title, exact: true })).toBeVisible();
  expect(fetches).toEqual([
    `/api/job-posts?title=podcast+${suffix}&salary_min=10&job_type=Part-time&page=1&limit=30&sort_by=relevance&sort_order=DESC`,
  ]);
  expect(modules.some((path) => path.includes('/find-job-page-'))).toBe(true);
  for (const url of [...fetches, ...modules]) expect(requests.get(url), url).toBe(1);
  // The page asked the API for nothing else of its results.
  const listCalls = [...requests.keys()].filter((key) => key.startsWith('/api/job-posts?'));
  expect(listCalls).toEqual(fetches);
});

test("a job's page uses the preloaded post; a signed-in jobseeker sees the same post and can apply", async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'preloadjob');
  const job = await createApprovedJob(
    request,
    employer,
    `Travel Planner ${Date.now().toString(36)}`,
  );
  const requests = countRequests(page);

  const { modules, fetches } = await openAndReadPreloads(page, `/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  expect(fetches).toEqual([`/api/job-posts/${job.id}`]);
  expect(modules.some((path) => path.includes('/job-details-page-'))).toBe(true);
  for (const url of [...fetches, ...modules]) expect(requests.get(url), url).toBe(1);

  const seeker = await registerViaApi(request, 'jobseeker', 'preloadseeker');
  await openSignedIn(page, seeker.token, `/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
});

test('a page that does not exist preloads no page and no reply; the map is not served', async ({
  page,
  request,
}) => {
  const { status, modules, fetches } = await openAndReadPreloads(page, '/jobs/999999999');
  expect(status).toBe(404);
  expect(fetches).toEqual([]);
  expect(modules.some((path) => path.includes('-page-'))).toBe(false);
  for (const path of ['/web.page-chunks.json', '/.vite/manifest.json']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the home page's hero text is drawn before the app runs, where the app then draws it", async ({
  browser,
}) => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    /** Where the hero's heading and lead paragraph sit, to the pixel. */
    const heroBoxes = async (page: Page) => {
      const main = page.getByRole('main');
      const boxes = await Promise.all([
        main.getByRole('heading', { level: 1, name: HOME_HERO.heading }).boundingBox(),
        main.getByText(HOME_HERO.lead, { exact: true }).boundingBox(),
      ]);
      return boxes.map(
        (box) =>
          box && {
            x: Math.round(box.x),
            y: Math.round(box.y),
            width: Math.round(box.width),
            height: Math.round(box.height),
          },
      );
    };
    // Without JavaScript: what the server's HTML alone draws (decisions/028).
    const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport });
    const staticPage = await staticContext.newPage();
    await staticPage.goto('/');
    await expect(staticPage.getByRole('button', { name: 'Search Jobs' })).toHaveCount(0);
    const drawnByServer = await heroBoxes(staticPage);
    await staticContext.close();

    const appContext = await browser.newContext({ viewport });
    const appPage = await appContext.newPage();
    await appPage.goto('/');
    await expect(appPage.getByRole('button', { name: 'Search Jobs' })).toBeVisible();
    const drawnByApp = await heroBoxes(appPage);
    await appContext.close();

    expect(drawnByServer[0], `${viewport.width} px`).not.toBeNull();
    expect(drawnByServer, `${viewport.width} px`).toEqual(drawnByApp);
  }
});
