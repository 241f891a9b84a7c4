import type { APIRequestContext } from '@playwright/test';
import { MESSAGES } from '../src/shared/messages.ts';
import { expectNoViolations } from './support/a11y.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { type Account, auth, loginViaApi, ok, registerViaApi } from './support/api.ts';
import { PNG } from './support/files.ts';
import { createApprovedJob } from './support/hiring.ts';
import { waitForHydration } from './support/journeys.ts';
import { linkFromLatestMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

/** Verified employers (docs/decisions/049): the badge, what it says was checked, the filter. */

/** An employer whose identity an admin verified, and whose e-mail is verified unless told. */
async function createEmployer(
  request: APIRequestContext,
  { verifyEmail }: { verifyEmail: boolean },
): Promise<Account> {
  const employer = await registerViaApi(request, 'employer', 'verified');
  if (verifyEmail) {
    const link = await linkFromLatestMail(employer.email, '/verify-email');
    await ok('verify e-mail', await request.get(`/api/auth${link}`));
  }
  await ok(
    'identity document',
    await request.post('/api/profile/upload-identity', {
      multipart: { document: { name: 'id.png', mimeType: 'image/png', buffer: PNG } },
      headers: auth(employer.token),
    }),
  );
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(
    'verify identity',
    await request.post(`/api/admin/profile/${employer.id}/verify-identity`, {
      data: { verify: true },
      headers: auth(admin),
    }),
  );
  return employer;
}

test('a visitor filters Find Jobs to verified employers and reads what the badge means', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const verified = await createEmployer(request, { verifyEmail: true });
  const unverified = await createEmployer(request, { verifyEmail: false });
  const trusted = await createApprovedJob(request, verified, `Tide table analyst ${suffix}`);
  const other = await createApprovedJob(request, unverified, `Tide chart editor ${suffix}`);

  // Both posts match the keyword; only the verified employer's card carries the badge.
  await page.goto(`/find-job?title=${suffix}`);
  const cardOf = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(cardOf(trusted.title)).toBeVisible();
  await expect(cardOf(other.title)).toBeVisible();
  const badge = cardOf(trusted.title).getByRole('button', { name: MESSAGES.verifiedEmployer });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAccessibleDescription(MESSAGES.verifiedEmployerExplained);
  await expect(
    cardOf(other.title).getByRole('button', { name: MESSAGES.verifiedEmployer }),
  ).toHaveCount(0);

  // Keyboard: the badge is a stop of its own; Enter shows the explanation, Escape hides it. The
  // drawn badge is a button, but its explanation is the app's: once React has adopted the page.
  await waitForHydration(badge);
  await badge.focus();
  await page.keyboard.press('Enter');
  const tip = page.getByRole('tooltip');
  await expect(tip).toHaveText(MESSAGES.verifiedEmployerExplained);
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await expectNoViolations(page, 'Find Jobs with a verified employer badge open');
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);
  // The badge does not open the job: the card's link still does.
  await expect(page).toHaveURL(`/find-job?title=${suffix}`);

  // The filter, kept in the address with the keyword.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel(MESSAGES.verifiedEmployersOnly).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]verified=true/);
  await expect(page).toHaveURL(new RegExp(`[?&]title=${suffix}`));
  await expect(page.getByText('1 job found')).toBeVisible();
  await expect(cardOf(trusted.title)).toBeVisible();
  await expect(cardOf(other.title)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Filters\s*1 active/ })).toBeVisible();
  // A reload keeps it, the box still ticked.
  await page.reload();
  await expect(page.getByLabel(MESSAGES.verifiedEmployersOnly)).toBeChecked();
  await expect(cardOf(other.title)).toHaveCount(0);
  await expectNoViolations(page, 'Find Jobs filtered to verified employers');

  // The job page: the badge among the company's facts, with its explanation on a press.
  await page.getByRole('link', { name: trusted.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: trusted.title })).toBeVisible();
  const facts = page.getByRole('list', { name: 'Company facts' });
  const pageBadge = facts.getByRole('button', { name: MESSAGES.verifiedEmployer });
  await pageBadge.click();
  await expect(page.getByRole('tooltip')).toHaveText(MESSAGES.verifiedEmployerExplained);
  await expectNoViolations(page, 'a job page with the verified employer explanation open');
  // A press elsewhere closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // The employer's profile shows it too; the unverified employer's does not.
  await page.goto(`/users/${verified.id}`);
  await expect(
    page.getByRole('list', { name: 'Company facts' }).getByRole('button', {
      name: MESSAGES.verifiedEmployer,
    }),
  ).toBeVisible();
  await page.goto(`/users/${unverified.id}`);
  await expect(page.getByRole('list', { name: 'Company facts' })).toContainText(
    'Identity verified',
  );
  await expect(page.getByRole('button', { name: MESSAGES.verifiedEmployer })).toHaveCount(0);
});

test('on a phone the badge explains itself on a tap, inside the screen', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const suffix = Date.now().toString(36);
  const verified = await createEmployer(request, { verifyEmail: true });
  const job = await createApprovedJob(request, verified, `Mooring clerk ${suffix}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/find-job?title=${suffix}&verified=true`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: job.title }) });
  await card.getByRole('button', { name: MESSAGES.verifiedEmployer }).click();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  const box = await tip.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  await expect(page).toHaveURL(/\/find-job/);
  await expectNoViolations(page, 'Find Jobs on a phone with the badge explained');
});
