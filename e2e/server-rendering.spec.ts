import type { Browser, Page } from '@playwright/test';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { waitForHydration } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

/**
 * docs/decisions/056: public pages arrive drawn by the server, with the replies they were drawn
 * with; a visitor's browser adopts the markup (hydration) and asks for none of those replies
 * again. A hydration mismatch is an uncaught error, which fails the test (support/test.ts).
 */

/** The API reads a page makes, by path and query. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

async function withoutJavaScript<T>(browser: Browser, use: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test('each public page arrives with its content, for a reader without JavaScript', async ({
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const employer = await registerViaApi(request, 'employer', 'drawn');
  const job = await createApprovedJob(request, employer, `Drawn Bookkeeper ${suffix}`);
  const seeker = await registerViaApi(request, 'jobseeker', 'drawnseeker');

  await withoutJavaScript(browser, async (page) => {
    const pages: [string, (page: Page) => Promise<void>][] = [
      [
        '/',
        async (p) => {
          await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(p.getByRole('region', { name: 'Recent Job Postings' })).toContainText(
            job.title,
          );
        },
      ],
      [
        `/find-job?title=${encodeURIComponent(`bookkeeper ${suffix}`)}`,
        async (p) => {
          await expect(p.getByRole('link', { name: job.title, exact: true })).toBeVisible();
          await expect(p.getByText('1 job found')).toBeVisible();
        },
      ],
      [
        `/jobs/${job.id}`,
        async (p) => {
          await expect(p.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
          await expect(p.getByRole('region', { name: 'Job Overview' })).toBeVisible();
        },
      ],
      [
        `/users/${seeker.id}`,
        async (p) => {
          await expect(p.getByRole('heading', { level: 1 })).toContainText(seeker.username);
        },
      ],
      [
        `/reviews/${seeker.id}`,
        async (p) => {
          await expect(p.getByRole('heading', { level: 1 })).toContainText(seeker.username);
        },
      ],
      [
        '/find-talent',
        async (p) => {
          await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
        },
      ],
      [
        '/pricing',
        async (p) => {
          await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(p.getByText('$29')).not.toHaveCount(0);
        },
      ],
    ];
    for (const [path, check] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await response?.text(), path).toContain('id="page-data"');
      await check(page);
    }
  });
});

test("a visitor's browser adopts the drawn page and reads none of its replies again", async ({
  browser,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'hydrated');
  const job = await createApprovedJob(
    request,
    employer,
    `Hydrated Planner ${Date.now().toString(36)}`,
  );
  // Far from the server's UTC, where a date drawn in the reader's own zone would differ.
  const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati', locale: 'de-DE' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  // The app's code waits until the drawn heading has been taken hold of.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const reads = apiReads(page);
  await page.goto(`/jobs/${job.id}`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: job.title });
  await expect(heading).toBeVisible();
  const drawn = await heading.elementHandle();
  release();
  // Hydrated: React has taken the server's node as its own, and it is still in the page.
  await expect
    .poll(() =>
      drawn?.evaluate(
        (node) => node.isConnected && Object.keys(node).some((key) => key.startsWith('__react')),
      ),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(reads.filter((read) => read.startsWith(`/api/job-posts/${job.id}`))).toEqual([
    `/api/job-posts/${job.id}/increment-view`,
  ]);

  // Find Jobs and home: their lists come with the page.
  for (const path of ['/find-job', '/']) {
    reads.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(
      reads.filter((read) => read.startsWith('/api/job-posts?') || read === '/api/stats'),
      path,
    ).toEqual([]);
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('a signed-in jobseeker gets the drawn post at once, then their own page: Apply Now', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'drawnmember');
  const job = await createApprovedJob(
    request,
    employer,
    `Member Planner ${Date.now().toString(36)}`,
  );
  const seeker = await registerViaApi(request, 'jobseeker', 'drawnmemberseeker');
  await openSignedIn(page, seeker.token, `/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login to Apply' })).toHaveCount(0);
});

test('dates drawn in UTC by the server hydrate in any zone, then show in the reader’s', async ({
  browser,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'zones');
  const job = await createApprovedJob(request, employer, `Zone Keeper ${Date.now().toString(36)}`);
  // At any hour one of these two zones is on another calendar day than UTC.
  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    const context = await browser.newContext({ timezoneId });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of [`/jobs/${job.id}`, '/find-job', `/users/${employer.id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // The job's date, as the reader's zone writes it, once the app has taken over.
    await page.goto(`/jobs/${job.id}`);
    const updated = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'short' }).format(new Date()),
    );
    expect(updated).toBeTruthy();
    expect(problems, timezoneId).toEqual([]);
    await context.close();
  }
});

test('a keyword search on the drawn Find Jobs works before, or without, the app', async ({
  browser,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'nojssearch');
  const title = `Unscripted Archivist ${Date.now().toString(36)}`;
  await createApprovedJob(request, employer, title);
  await withoutJavaScript(browser, async (page) => {
    await page.goto('/find-job');
    await page.getByRole('searchbox', { name: 'Job title or keyword' }).fill(title);
    await page.getByRole('searchbox', { name: 'Job title or keyword' }).press('Enter');
    await expect(page).toHaveURL(/\/find-job\?title=Unscripted/);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });
});

test('a keyword typed into the drawn Find Jobs before the app adopts it is the one searched', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'earlytyper');
  const title = `Early Typist ${Date.now().toString(36)}`;
  await createApprovedJob(request, employer, title);
  // The app's entry script is held back until the keyword has been typed into the drawn form.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/find-job', { waitUntil: 'commit' });
  const field = page.getByRole('searchbox', { name: 'Job title or keyword' });
  await field.fill(title);
  expect(
    await field.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__react'))),
  ).toBe(false);
  release();
  await waitForHydration(field);
  await expect(field).toHaveValue(title);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/find-job\?title=Early\+Typist/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
