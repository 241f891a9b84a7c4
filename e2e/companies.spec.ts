import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations } from './support/a11y.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import {
  type Account,
  auth,
  loginViaApi,
  ok,
  openSignedIn,
  registerViaApi,
} from './support/api.ts';
import { PNG } from './support/files.ts';
import { applyViaApi, createApprovedJob, decideViaApi } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/** Employers are companies (docs/decisions/036). */

/** An employer with a company name, a logo and an identity an admin verified. */
async function createCompany(request: APIRequestContext, companyName: string): Promise<Account> {
  const employer = await registerViaApi(request, 'employer', 'company');
  await ok(
    'company name',
    await request.put('/api/profile', {
      data: { company_name: companyName },
      headers: auth(employer.token),
    }),
  );
  await ok(
    'logo',
    await request.post('/api/profile/upload-avatar', {
      multipart: {
        avatar: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
      },
      headers: auth(employer.token),
    }),
  );
  await ok(
    'identity document',
    await request.post('/api/profile/upload-identity', {
      multipart: {
        document: { name: 'id.png', mimeType: 'image/png', buffer: PNG },
      },
      headers: auth(employer.token),
    }),
  );
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(
    'verify',
    await request.post(`/api/admin/profile/${employer.id}/verify-identity`, {
      data: { verify: true },
      headers: auth(admin),
    }),
  );
  return employer;
}

test('a visitor sees the company behind a job: its name, badges and other open jobs', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const company = `Harbour Lights Realty ${suffix}`;
  const employer = await createCompany(request, company);
  const listing = await createApprovedJob(request, employer, `Listing coordinator ${suffix}`);
  const showings = await createApprovedJob(request, employer, `Showings scheduler ${suffix}`);
  // Not approved yet: never among the company's open jobs.
  const pending = await ok<{ id: number; title: string }>(
    'pending job',
    await request.post('/api/job-posts', {
      data: {
        title: `Transaction assistant ${suffix}`,
        description:
          '<p>Prepare closing files, chase signatures and keep every deadline of each sale in our shared calendar, and answer buyers and sellers by e-mail within one business day.</p>',
        job_type: 'Part-time',
      },
      headers: auth(employer.token),
    }),
  );
  const seeker = await registerViaApi(request, 'jobseeker', 'hired');
  await decideViaApi(
    request,
    employer,
    (await applyViaApi(request, seeker, showings.id)).id,
    'Accepted',
  );

  // Find Jobs: the card names the company, the username small beside it, and the badges.
  await page.goto(`/find-job?title=${encodeURIComponent(listing.title)}`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: listing.title }) });
  await expect(card.getByText(company, { exact: true })).toBeVisible();
  await expect(card.getByText(`@${employer.username}`)).toBeVisible();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByText('1 hire', { exact: true })).toBeVisible();

  // The job page: "Posted by" the company, fuller badges, and the company's other open jobs.
  await page.getByRole('link', { name: listing.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByRole('link', { name: company, exact: true })).toHaveAttribute(
    'href',
    `/users/${employer.id}`,
  );
  await expect(page.getByText(`@${employer.username}`)).toBeVisible();
  const facts = page.getByRole('list', { name: 'Company facts' });
  await expect(facts.getByText('Identity verified')).toBeVisible();
  await expect(facts.getByText('1 hire')).toBeVisible();
  await expect(page.getByRole('img', { name: `Avatar of ${company}` }).first()).toBeVisible();
  const more = page.getByRole('region', { name: `More jobs from ${company}` });
  await expect(more.getByRole('link', { name: showings.title })).toBeVisible();
  await expect(more.getByRole('link', { name: listing.title })).toHaveCount(0);
  await expect(more.getByRole('link', { name: pending.title })).toHaveCount(0);
  await expectNoViolations(page, 'a job page with its company');

  await more.getByRole('link', { name: showings.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: showings.title })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: `More jobs from ${company}` })
      .getByRole('link', { name: listing.title }),
  ).toBeVisible();

  // The company's profile: its name first, the badges and its open jobs.
  await page.getByRole('link', { name: company, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByText(`@${employer.username}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Company facts' }).getByText('1 hire')).toBeVisible();
  const open = page.getByRole('region', { name: `Open jobs at ${company}` });
  await expect(open.getByRole('link')).toHaveText([showings.title, listing.title]);
  await expectNoViolations(page, "a company's public profile");

  // The hired jobseeker's My Applications names the company too.
  await openSignedIn(page, seeker.token, '/my-applications');
  const application = page.getByRole('article', { name: showings.title });
  await expect(application.getByRole('link', { name: company, exact: true })).toBeVisible();
  await expect(application.getByText('Verified', { exact: true })).toBeVisible();
});
