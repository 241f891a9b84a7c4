import { MESSAGES } from '../src/shared/messages.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { expect, test } from './support/test.ts';

test('an employer edits the company fields and sees the server refuse a taken e-mail', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, 'employer', 'company');
  await openSignedIn(page, account.token, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Employer Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  // Jobseeker fields are not offered to employers.
  await expect(page.getByLabel('Skills', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Categories' })).toHaveCount(0);

  await page.getByLabel('Company name').fill('Harbour Lights Ltd');
  await page.getByLabel('Company info').fill('We run bookkeeping for small shops.\nRemote-first.');
  await page.getByLabel('Referral link').fill('https://harbour.example.com/join');

  // A taken address: the server's own words are shown and the form stays open.
  const email = page.getByLabel('Email', { exact: true });
  await email.fill(E2E_ADMIN.email);
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.emailTaken);
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();

  // Back to the own address: no password is asked for any more.
  await email.fill(account.email);
  await expect(page.getByLabel('Current password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('Harbour Lights Ltd')).toBeVisible();
  await expect(page.getByText('We run bookkeeping for small shops.')).toBeVisible();
  await expect(page.getByRole('link', { name: /harbour\.example\.com\/join/ })).toHaveAttribute(
    'href',
    'https://harbour.example.com/join',
  );
  // Skills and categories rows are a jobseeker's.
  await expect(page.getByText('Skills', { exact: true })).toHaveCount(0);

  const saved = await (
    await request.get('/api/profile', { headers: { Authorization: `Bearer ${account.token}` } })
  ).json();
  expect(saved).toMatchObject({
    company_name: 'Harbour Lights Ltd',
    company_info: 'We run bookkeeping for small shops.\nRemote-first.',
    referral_link: 'https://harbour.example.com/join',
    email: account.email,
  });
});
