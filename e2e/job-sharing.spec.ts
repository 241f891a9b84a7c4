import { mkdirSync, writeFileSync } from 'node:fs';
import { expectNoViolations } from './support/a11y.ts';
import { registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/**
 * Job pages people share (docs/decisions/057): the readable address, the JobPosting data search
 * engines read, and the card image link previews show.
 */

/** SHOTS_DIR: where to keep screenshots of the pages, for a look at them. */
const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
/** SHOTS_WIDTH: the viewport's width for the screenshots (390 for a phone, 1440 for a desktop). */
const WIDTH = Number(process.env.SHOTS_WIDTH ?? 0);
if (WIDTH > 0) test.use({ viewport: { width: WIDTH, height: 900 } });

test('a visitor opens a job from Find Jobs at its readable address, with the data search engines and previews read', async ({
  page,
  request,
}) => {
  const word = `Quokka${Date.now().toString(36)}`;
  const employer = await registerViaApi(request, 'employer', 'sharing');
  const job = await createApprovedJob(request, employer, `Bilingual Bookkeeper ${word}`, {
    salary: 14,
    location: 'Philippines',
    job_type: 'Full-time',
  });

  await page.goto(`/find-job?title=${word}`);
  await page.getByRole('link', { name: job.title }).click();
  const slugPath = `/jobs/${job.id}-bilingual-bookkeeper-${word.toLowerCase()}`;
  await expect(page).toHaveURL(slugPath);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expectNoViolations(page, 'the job page at its slug address');
  if (SHOTS) {
    await page.screenshot({
      path: `${SHOTS}/job-page-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
  }

  // The server's HTML for that address, as a crawler or a link preview reads it.
  for (const path of [slugPath, `/jobs/${job.id}`]) {
    const html = await (await request.get(path)).text();
    const ldJson = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(ldJson, path).toHaveLength(1);
    const data = JSON.parse(ldJson[0]?.[1] ?? 'null');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe(job.title);
    expect(data.url).toMatch(new RegExp(`${slugPath}$`));
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, path).toMatch(new RegExp(`/jobs/${job.id}/card\\.png\\?v=\\d+$`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${slugPath}"`));
  }

  // The card image itself.
  const card = await request.get(`/jobs/${job.id}/card.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  // Kept as served (a browser tab showing an image draws it with inline styles the CSP refuses).
  if (SHOTS) writeFileSync(`${SHOTS}/card.png`, await card.body());

  // The bare id, as older links and the app's own id-only links have it, opens the same page.
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page).toHaveURL(`/jobs/${job.id}`);
});
