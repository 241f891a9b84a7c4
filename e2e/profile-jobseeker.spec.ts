import { MESSAGES } from '../src/shared/messages.ts';
import { createCategories, openSignedIn, registerViaApi } from './support/api.ts';
import { expect, test } from './support/test.ts';

test('a jobseeker edits skills, categories, experience, links, time zone and currency', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const [assistance, bookkeeping] = await createCategories(request, [
    `Virtual Assistance ${suffix}`,
    `Bookkeeping ${suffix}`,
  ]);
  if (!assistance || !bookkeeping) throw new Error('categories were not created');
  const account = await registerViaApi(request, 'jobseeker', 'profile');

  await openSignedIn(page, account.token, '/profile');
  await expect(page).toHaveTitle('My Profile | TalentBridge');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobseeker Profile' })).toBeVisible();
  // View mode: the spec's two actions, rating, verification status and reviews.
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  await expect(page.getByText(MESSAGES.notRated)).toBeVisible();
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.noReviewsYet)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View all reviews' })).toHaveAttribute(
    'href',
    `/reviews/${account.id}`,
  );

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Delete Account' })).toHaveCount(0);
  // Company fields belong to employers.
  await expect(page.getByLabel('Company name')).toHaveCount(0);

  await page.getByLabel('Skills', { exact: true }).fill(' Data Entry ,  Excel,, Customer Support ');
  await expect(page.getByRole('list', { name: 'Skills preview' }).getByRole('listitem')).toHaveText(
    ['Data Entry', 'Excel', 'Customer Support'],
  );

  // The category list is searchable; choices show as removable pills.
  await page.getByLabel('Filter categories').fill(`bookkeeping ${suffix}`);
  await expect(page.getByRole('checkbox', { name: assistance.name })).toHaveCount(0);
  await page.getByRole('checkbox', { name: bookkeeping.name }).check();
  await page.getByLabel('Filter categories').fill('');
  await page.getByRole('checkbox', { name: assistance.name }).check();
  await expect(page.getByRole('button', { name: `Remove ${assistance.name}` })).toBeVisible();

  await page.getByLabel('Experience', { exact: true }).fill('Five years of remote admin support.');
  await page.getByLabel('Video intro', { exact: true }).fill('https://video.example.com/intro');

  // Searchable time zone and currency.
  const timeZone = page.getByRole('combobox', { name: 'Time zone' });
  await timeZone.fill('manila');
  await page.getByRole('option', { name: /Asia\/Manila/ }).click();
  await expect(timeZone).toHaveValue('Asia/Manila');
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await currency.fill('philippine');
  await currency.press('Enter');
  await expect(currency).toHaveValue(/^PHP/);

  // The shared schema checks the links before anything is sent.
  const portfolio = page.getByLabel('Portfolio', { exact: true });
  await portfolio.fill('not a web address');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(MESSAGES.urlInvalid)).toBeVisible();
  await expect(portfolio).toHaveAttribute('aria-invalid', 'true');
  await portfolio.fill('https://portfolio.example.com/me');
  await page.getByRole('button', { name: 'Save Profile' }).click();

  // Save returns to view mode.
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.profileSaved })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Profile' })).toHaveCount(0);
  const expectSaved = async () => {
    await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'Data Entry',
      'Excel',
      'Customer Support',
    ]);
    const categories = page.getByRole('list', { name: 'Categories' });
    await expect(categories).toContainText(assistance.name);
    await expect(categories).toContainText(bookkeeping.name);
    await expect(page.getByText('Five years of remote admin support.')).toBeVisible();
    await expect(page.getByRole('link', { name: /portfolio\.example\.com/ })).toHaveAttribute(
      'href',
      'https://portfolio.example.com/me',
    );
    await expect(page.getByText('Asia/Manila', { exact: true })).toBeVisible();
    await expect(page.getByText(/^PHP — /)).toBeVisible();
  };
  await expectSaved();
  await page.reload();
  await expectSaved();

  // Cancel drops unsaved changes.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Experience', { exact: true }).fill('Something else entirely');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  await expect(page.getByText('Five years of remote admin support.')).toBeVisible();

  const saved = await request.get('/api/profile', {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  const body = await saved.json();
  expect(body).toMatchObject({
    skills: ['Data Entry', 'Excel', 'Customer Support'],
    timezone: 'Asia/Manila',
    currency: 'PHP',
    portfolio: 'https://portfolio.example.com/me',
  });
  expect(body.categories.map((c: { id: number }) => c.id).sort()).toEqual(
    [assistance.id, bookkeeping.id].sort(),
  );
});

test('a jobseeker fills in the facts employers hire on and watches the meter move', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerViaApi(request, 'jobseeker', 'facts');
  await openSignedIn(page, account.token, '/profile');

  const meter = page.getByRole('progressbar', { name: 'Profile completeness' });
  await expect(meter).toHaveAttribute('value', '0');
  await expect(page.getByText('0%', { exact: true })).toBeVisible();

  // The next step opens the form at its field.
  await page.getByRole('button', { name: /Next step Add a headline/ }).click();
  const headline = page.getByLabel('Headline', { exact: true });
  await expect(headline).toBeFocused();
  await headline.fill('Bilingual executive assistant for e-commerce founders');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  // The headline (15) and the time zone the form suggested from the browser (5).
  await expect(meter).toHaveAttribute('value', '20');
  await expect(page.getByRole('button', { name: /Next step List your skills/ })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  // The shared schema refuses a rate with more than cents before anything is sent.
  const rate = page.getByLabel('Hourly rate (USD)');
  await rate.fill('18.555');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(MESSAGES.hourlyRateInvalid)).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await rate.fill('18.50');
  await page.getByLabel('Availability (hours a week)').fill('30');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('philipp');
  await page.getByRole('option', { name: /Philippines/ }).click();
  await expect(country).toHaveValue('Philippines');
  await page.getByLabel('Search status').selectOption('Actively looking');
  await page.getByLabel('Languages', { exact: true }).fill('english, Tagalog, English');
  await expect(
    page.getByRole('list', { name: 'Languages preview' }).getByRole('listitem'),
  ).toHaveText(['English', 'Tagalog']);
  await page.getByRole('button', { name: 'Save Profile' }).click();

  // Rate, hours, country, languages and status: 35 more.
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.profileSaved })).toBeVisible();
  await expect(meter).toHaveAttribute('value', '55');
  await expect(page.getByText('55%', { exact: true })).toBeVisible();
  const details = page.getByRole('region', { name: 'Profile details' });
  await expect(details.getByText('$18.50/hr')).toBeVisible();
  await expect(details.getByText('30 h/week')).toBeVisible();
  await expect(details.getByText('Actively looking')).toBeVisible();
  await expect(details.getByText('Philippines')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Languages' }).getByRole('listitem')).toHaveText([
    'English',
    'Tagalog',
  ]);

  // What others see: the same facts on the public profile.
  await page.goto(`/users/${account.id}`);
  await expect(
    page.getByText('Bilingual executive assistant for e-commerce founders'),
  ).toBeVisible();
  await expect(page.getByText('$18.50/hr')).toBeVisible();
  await expect(page.getByText('Philippines')).toBeVisible();
  await expect(page.getByText('English, Tagalog')).toBeVisible();
});
