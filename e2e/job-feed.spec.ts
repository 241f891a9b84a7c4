import { mkdirSync } from 'node:fs';
import { expectNoViolations } from './support/a11y.ts';
import { registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/** A Find Jobs search's Atom feed (docs/decisions/059): found on the page, read by a reader. */

/** SHOTS_DIR: where to keep screenshots of the page, for a look at them. */
const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
/** SHOTS_WIDTH: the viewport's width for the screenshots (390 for a phone, 1440 for a desktop). */
const WIDTH = Number(process.env.SHOTS_WIDTH ?? 0);
if (WIDTH > 0) test.use({ viewport: { width: WIDTH, height: 900 } });

test('a visitor finds the feed of a filtered search and a reader gets its matching job', async ({
  page,
  request,
}) => {
  const word = `Quokka${Date.now().toString(36)}`;
  const employer = await registerViaApi(request, 'employer', 'feeding');
  const job = await createApprovedJob(request, employer, `Remote bookkeeper ${word} & co`, {
    job_type: 'Full-time',
  });
  await createApprovedJob(request, employer, `Part-time helper ${word}`);

  await page.goto(`/find-job?title=${word}&job_type=Full-time`);
  await expect(page.getByText('1 job found')).toBeVisible();
  const link = page.getByRole('link', { name: 'Subscribe (Atom feed)' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBe(`/find-job/feed.xml?title=${word}&job_type=Full-time`);
  // The head names the same feed for browsers and feed readers (written by the server).
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    href ?? '',
  );
  await expectNoViolations(page, 'Find Jobs with its feed link');
  if (SHOTS) {
    await link.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${SHOTS}/find-job-feed-${page.viewportSize()?.width}.png`,
      fullPage: false,
    });
  }

  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await response.text();
  // Read by the browser's own XML parser, as a feed reader would.
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.w3.org/2005/Atom';
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.namespaceURI,
      titles: [...doc.getElementsByTagNameNS(ns, 'entry')].map(
        (entry) => entry.getElementsByTagNameNS(ns, 'title')[0]?.textContent,
      ),
      links: [...doc.getElementsByTagNameNS(ns, 'entry')].map((entry) =>
        entry.getElementsByTagNameNS(ns, 'link')[0]?.getAttribute('href'),
      ),
    };
  }, xml);
  expect(read.error).toBe(false);
  expect(read.root).toBe('http://www.w3.org/2005/Atom');
  expect(read.titles).toEqual([`Remote bookkeeper ${word} & co`]);
  expect(read.links[0]).toMatch(
    new RegExp(`/jobs/${job.id}-remote-bookkeeper-${word.toLowerCase()}-co$`),
  );
});
