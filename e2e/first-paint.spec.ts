import type { Page } from '@playwright/test';
import { HOME_HERO } from '../src/shared/home-hero.ts';
import { registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/**
 * Decisions/026 and 056: a page that does not exist preloads nothing, and the home page's hero
 * stays where the server drew it once the app has started (the drawn pages' own journeys are in
 * server-rendering.spec.ts).
 */
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

test('a drawn page preloads three files: its own, the icons and what the drawn pages share', async ({
  page,
  request,
}) => {
  // Decisions/066: Find Jobs preloaded twenty-one files, most of them a few hundred bytes.
  const employer = await registerViaApi(request, 'employer', 'preloads');
  const job = await createApprovedJob(request, employer, `Preloaded Bookkeeper ${Date.now()}`);
  const seeker = await registerViaApi(request, 'jobseeker', 'preloadseeker');
  for (const path of ['/find-job', `/jobs/${job.id}`, `/users/${seeker.id}`]) {
    const { status, modules } = await openAndReadPreloads(page, path);
    expect(status, path).toBe(200);
    const names = modules.map((module) => module.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
    expect(names, path).toHaveLength(3);
    expect(names, path).toEqual(expect.arrayContaining(['icons', 'drawn-pages']));
  }
});
