import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createExtendLinks } from '../src/server/features/jobs/extend-links.ts';
import type { JobPost } from '../src/shared/schemas/jobs.ts';
import { expectNoViolations } from './support/a11y.ts';
import { auth, ok, openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { WEB_SERVER_DATA_DIR } from './support/server-process.ts';
import { expect, test } from './support/test.ts';

/**
 * Job posts expire (docs/decisions/058): the employer sees when an open post closes on My Job
 * Posts and extends it there, or from the reminder mail's link, whose page asks before it acts.
 */

/** SHOTS_DIR: where to keep screenshots of the pages, for a look at them. */
const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
/** SHOTS_WIDTH: the viewport's width for the screenshots (390 for a phone, 1440 for a desktop). */
const WIDTH = Number(process.env.SHOTS_WIDTH ?? 0);
if (WIDTH > 0) test.use({ viewport: { width: WIDTH, height: 900 } });

const DAY = 24 * 60 * 60 * 1000;

test('an employer sees when a post closes, extends it on My Job Posts and from the reminder’s link', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const employer = await registerViaApi(request, 'employer', 'expiring');
  const title = `Night support agent ${Date.now().toString(36)}`;
  const job = await createApprovedJob(request, employer, title);
  const read = async () =>
    ok<JobPost>(
      'post',
      await request.get(`/api/job-posts/${job.id}`, { headers: auth(employer.token) }),
    );
  const approved = await read();
  expect(Date.parse(approved.expires_at ?? '') - Date.now()).toBeGreaterThan(59 * DAY);

  await openSignedIn(page, employer.token, '/my-job-posts');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText(/^Closes on \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expectNoViolations(page, 'My Job Posts with a closing date');
  if (SHOTS) await card.screenshot({ path: `${SHOTS}/my-job-post-card-${WIDTH || 'default'}.png` });

  const extended = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/job-posts/${job.id}/extend`) && response.status() === 200,
  );
  await card.getByRole('button', { name: `Extend ${title} by 60 days` }).click();
  await extended;
  await expect(card.getByRole('status')).toContainText(/Extended: open until \d\d\/\d\d\/\d{4}/);
  const afterButton = await read();
  expect(Date.parse(afterButton.expires_at ?? '')).toBeGreaterThan(
    Date.parse(approved.expires_at ?? ''),
  );
  if (SHOTS)
    await card.screenshot({ path: `${SHOTS}/my-job-post-card-extended-${WIDTH || 'default'}.png` });

  // The reminder's link, signed as the server signs it (its secret is in its DATA_DIR): the
  // e2e server's clock cannot be moved a week before the expiry; expiry.test.ts reads the real
  // mail's link. Opened signed out, as from a mail client.
  const secret = readFileSync(path.join(WEB_SERVER_DATA_DIR, 'jwt-secret'), 'utf8').trim();
  const link = createExtendLinks(secret, baseURL ?? '').url(
    job.id,
    new Date(afterButton.expires_at ?? ''),
    new Date(),
  );
  const visitor = await browser.newPage(
    WIDTH > 0 ? { viewport: { width: WIDTH, height: 900 } } : {},
  );
  await visitor.goto(link);
  await expect(visitor).toHaveTitle('Keep your job post open | TalentBridge');
  await expect(visitor.getByText(`closes by itself`)).toContainText(title);
  // Opening the page changed nothing (a mail scanner opens links).
  expect((await read()).expires_at).toBe(afterButton.expires_at);
  await expectNoViolations(visitor, 'the Extend link page');
  if (SHOTS)
    await visitor.screenshot({
      path: `${SHOTS}/extend-page-${WIDTH || 'default'}.png`,
      fullPage: true,
    });

  await visitor.getByRole('button', { name: 'Keep it open for 60 more days' }).click();
  await expect(visitor.getByRole('status')).toContainText(`Done: “${title}” stays open until`);
  const afterLink = await read();
  expect(Date.parse(afterLink.expires_at ?? '')).toBeGreaterThan(
    Date.parse(afterButton.expires_at ?? ''),
  );
  await expectNoViolations(visitor, 'the Extend link page, done');
  if (SHOTS)
    await visitor.screenshot({
      path: `${SHOTS}/extend-page-done-${WIDTH || 'default'}.png`,
      fullPage: true,
    });

  // Again: the link has done its work and says so.
  await visitor.reload();
  await expect(visitor.getByRole('status')).toContainText(`Already extended: “${title}”`);
  expect((await read()).expires_at).toBe(afterLink.expires_at);
  await visitor.close();
});
