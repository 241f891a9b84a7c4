import { mkdirSync } from 'node:fs';
import { MESSAGES } from '../src/shared/messages.ts';
import { expectNoViolations } from './support/a11y.ts';
import { ok, openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { mainNav } from './support/journeys.ts';
import { linkFromLatestMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

/** Saved searches and job alerts (docs/decisions/053), from Find Jobs to the mail and back. */

/** SHOTS_DIR: where to keep screenshots of the pages, for a look at them. */
const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
/** SHOTS_WIDTH: the viewport's width for the screenshots (390 for a phone, 1440 for a desktop). */
const WIDTH = Number(process.env.SHOTS_WIDTH ?? 0);
if (WIDTH > 0) test.use({ viewport: { width: WIDTH, height: 900 } });

test('a jobseeker saves a search, gets the instant alert after an approval, and stops it from the mail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = `Capybara${Date.now().toString(36)}`;
  const seeker = await registerViaApi(request, 'jobseeker', 'alerts');
  const employer = await registerViaApi(request, 'employer', 'alerting');
  // Alerts go to verified addresses only: the link of the sign-up mail.
  const verify = await linkFromLatestMail(seeker.email, '/verify-email');
  await ok('verify', await request.get(`/api/auth${verify}`));

  await openSignedIn(page, seeker.token, `/find-job?title=${word}`);
  await page.getByRole('button', { name: 'Get alerts for this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await expect(dialog.getByLabel('Alert name')).toHaveValue(word);
  await dialog.getByLabel('How often').selectOption('instant');
  await expectNoViolations(page, 'the job alert dialog');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dialog-${page.viewportSize()?.width}.png` });
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByText(MESSAGES.savedSearchSaved)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The header leads to the alerts (on a phone it is in the menu: the page is opened directly).
  if (WIDTH > 0 && WIDTH < 1024) await page.goto('/job-alerts');
  else await mainNav(page).getByRole('link', { name: 'Job alerts' }).click();
  await expect(page).toHaveURL('/job-alerts');
  await expect(page).toHaveTitle('Job alerts | TalentBridge');
  await expect(page.getByRole('heading', { name: word })).toBeVisible();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expectNoViolations(page, 'the job alerts page');
  if (SHOTS)
    await page.screenshot({
      path: `${SHOTS}/list-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });

  // An admin approves a matching post: the alert goes out within seconds, through the outbox.
  await createApprovedJob(request, employer, `Virtual receptionist ${word}`);
  const unsubscribe = await linkFromLatestMail(seeker.email, '/job-alerts/unsubscribe');

  // The mail's link works without signing in.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(unsubscribe);
  await expect(page).toHaveTitle('Stop job alert | TalentBridge');
  await expectNoViolations(page, 'the stop-alert page');
  await page.getByRole('button', { name: 'Stop this alert' }).click();
  await expect(page.getByText(MESSAGES.savedSearchUnsubscribed)).toBeVisible();

  await openSignedIn(page, seeker.token, '/job-alerts');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resume alerts' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete' }).last().click();
  await expect(page.getByText(MESSAGES.savedSearchDeleted)).toBeVisible();
  await expect(page.getByText('No job alerts yet')).toBeVisible();
});

test('a visitor asks for alerts with an e-mail address and confirms from the mail', async ({
  page,
}) => {
  const email = `visitor.${Date.now().toString(36)}@example.com`;
  await page.goto('/find-job?location=Remote');
  await page.getByRole('button', { name: 'Get alerts for this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await dialog.getByLabel('Your e-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog.getByText(MESSAGES.savedSearchConfirmSent)).toBeVisible();

  await page.goto(await linkFromLatestMail(email, '/job-alerts/confirm'));
  await expect(page.getByText(MESSAGES.savedSearchConfirmed)).toBeVisible();
  await page.getByRole('link', { name: 'Manage this alert' }).click();
  await expect(page.getByRole('heading', { name: 'Manage job alert' })).toBeVisible();
  await expect(page.getByText(`Alerts go to ${email}.`)).toBeVisible();
  await page.getByLabel('How often').selectOption('weekly');
  await expect(page.getByLabel('How often')).toHaveValue('weekly');
  await expectNoViolations(page, 'the manage-alert page');
  if (SHOTS) {
    await page.screenshot({
      path: `${SHOTS}/manage-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
  }
});
