import type { Page } from '@playwright/test';
import { MESSAGES } from '../src/shared/messages.ts';
import { E2E_ADMIN, type TestUser, uniqueUser } from './support/accounts.ts';
import { auth, loginViaApi, openSignedIn } from './support/api.ts';
import { PNG } from './support/files.ts';
import { fillSignUpForm, storedToken } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

/** Signs up through the form; registration lands on the welcome steps (docs/decisions/038). */
async function signUp(page: Page, role: 'jobseeker' | 'employer'): Promise<TestUser> {
  const user = uniqueUser(`onb${role.slice(0, 3)}`);
  await page.goto(`/register/${role}`);
  await fillSignUpForm(page, user);
  const name = role === 'jobseeker' ? 'Jobseeker' : 'Employer';
  await page.getByRole('button', { name: `Sign Up as ${name}` }).click();
  await expect(page).toHaveURL('/welcome');
  await expect(page).toHaveTitle('Welcome | TalentBridge');
  return user;
}

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 3`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Setup steps' }).locator('[aria-current="step"]'),
  ).toHaveCount(1);
}

async function ownProfile(page: Page) {
  const token = await storedToken(page);
  const reply = await page.request.get('/api/profile', { headers: auth(token ?? '') });
  expect(reply.ok()).toBe(true);
  return reply.json();
}

test('a new jobseeker fills in the first step, skips the second, adds a photo and finds the facts on My Profile', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, 'jobseeker');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your profile' })).toBeVisible();
  await expectStep(page, 1, 'What you do and what you charge');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

  // The shared schema refuses a rate with more than cents, beside the field; what was typed stays.
  const headline = page.getByLabel('Headline', { exact: true });
  await headline.fill('Patient customer support for online shops');
  const rate = page.getByLabel('Hourly rate (USD)');
  await rate.fill('18.555');
  await page.getByLabel('Availability (hours a week)').fill('30');
  await page.getByLabel('Search status').selectOption('Actively looking');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(MESSAGES.hourlyRateInvalid)).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(headline).toHaveValue('Patient customer support for online shops');
  await expect(page).toHaveURL('/welcome');

  await rate.fill('18.50');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL('/welcome?step=2');
  await expectStep(page, 2, 'Your skills');
  await expect(page.getByRole('heading', { level: 2, name: 'Your skills' })).toBeFocused();

  // Back shows the first step as saved; the browser's back button agrees with the URL.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/welcome');
  await expect(headline).toHaveValue('Patient customer support for online shops');
  await expect(rate).toHaveValue('18.50');
  await page.goBack();
  await expectStep(page, 2, 'Your skills');

  // Typed but skipped: nothing of it is saved.
  await page.getByLabel('Skills', { exact: true }).fill('Zendesk, Excel');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/welcome?step=3');
  await expectStep(page, 3, 'Add a photo');

  const finish = page.getByRole('button', { name: 'Upload and finish' });
  await finish.click();
  await expect(page.getByText(MESSAGES.uploadMissing)).toBeVisible();
  await page.getByLabel('Choose a photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await finish.click();
  await expect(page).toHaveURL('/find-job');

  const saved = await ownProfile(page);
  expect(saved).toMatchObject({
    headline: 'Patient customer support for online shops',
    hourly_rate: 18.5,
    availability: 30,
    search_status: 'actively_looking',
    skills: [],
  });
  expect(saved.avatar).toMatch(/^\/uploads\/avatars\/[a-f0-9]+\.png$/);

  await page.goto('/profile');
  // Headline 15, rate 10, photo 10, hours 10, status 5 (docs/decisions/032).
  await expect(page.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
    'value',
    '50',
  );
  const details = page.getByRole('region', { name: 'Profile details' });
  await expect(details.getByText('$18.50/hr')).toBeVisible();
  await expect(details.getByText('30 h/week')).toBeVisible();
  await expect(details.getByText('Actively looking')).toBeVisible();
  await expect(page.getByText('Patient customer support for online shops').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Avatar of / }).first()).toHaveAttribute(
    'src',
    saved.avatar,
  );
});

test('a new employer names the company, skips the logo and is handed to Post a Job', async ({
  page,
}) => {
  await signUp(page, 'employer');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your company' })).toBeVisible();
  await expectStep(page, 1, 'Your company');

  await page.getByLabel('Company name').fill('Harbour Lights Realty');
  await page.getByLabel('Company info').fill('We sell homes on the coast.\nRemote-first team.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectStep(page, 2, 'Add your logo');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expectStep(page, 3, 'Post your first job');

  await page
    .getByRole('region', { name: 'Post your first job' })
    .getByRole('link', { name: 'Post a job' })
    .click();
  await expect(page).toHaveURL('/post-job');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const saved = await ownProfile(page);
  expect(saved).toMatchObject({
    company_name: 'Harbour Lights Realty',
    company_info: 'We sell homes on the coast.\nRemote-first team.',
    avatar: null,
  });
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Profile details' });
  await expect(details.getByText('Harbour Lights Realty')).toBeVisible();
  await expect(details.getByText('We sell homes on the coast.')).toBeVisible();
});

test('both roles can skip every step and land where their work starts, with nothing saved', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, 'jobseeker');
  for (const [step, title] of [
    [1, 'What you do and what you charge'],
    [2, 'Your skills'],
    [3, 'Add a photo'],
  ] as const) {
    await expectStep(page, step, title);
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
  await expect(page).toHaveURL('/find-job');
  expect(await ownProfile(page)).toMatchObject({
    headline: null,
    hourly_rate: null,
    availability: null,
    search_status: null,
    skills: [],
    avatar: null,
    completeness: { percent: 0 },
  });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  await signUp(page, 'employer');
  for (const [step, title] of [
    [1, 'Your company'],
    [2, 'Add your logo'],
    [3, 'Post your first job'],
  ] as const) {
    await expectStep(page, step, title);
    await page.getByRole('button', { name: 'Skip for now' }).click();
  }
  await expect(page).toHaveURL('/my-job-posts');
  expect(await ownProfile(page)).toMatchObject({
    company_name: null,
    company_info: null,
    avatar: null,
  });

  // The page stays useful later: a step named in the URL opens directly.
  await page.goto('/welcome?step=2');
  await expectStep(page, 2, 'Add your logo');
});

test('the welcome page is private: visitors go to sign in, admins to their console', async ({
  page,
  request,
}) => {
  const html = await request.get('/welcome');
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('<meta name="robots" content="noindex" />');
  const sitemap = await (await request.get('/sitemap-pages.xml')).text();
  expect(sitemap).toContain('/find-job</loc>');
  expect(sitemap).not.toContain('/welcome');

  await page.goto('/welcome');
  await expect(page).toHaveURL('/login');

  const adminToken = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, adminToken, '/welcome');
  await expect(page).toHaveURL(/\/admin/);
});
