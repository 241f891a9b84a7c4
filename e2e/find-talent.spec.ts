import { MESSAGES } from '../src/shared/messages.ts';
import { type Account, createCategories, registerViaApi } from './support/api.ts';
import {
  applyViaApi,
  createApprovedJob,
  decideViaApi,
  reviewViaApi,
  setTalentProfile,
} from './support/hiring.ts';
import { waitForHydration } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

test('Find Talent filters by skills, experience, category, timezone and rating, pages 10 at a time, and searches by username', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const skill = `Airtable${suffix}`;
  const [ecommerce] = await createCategories(request, [`E-commerce ${suffix}`]);
  if (!ecommerce) throw new Error('no category');
  const people: Account[] = [];
  for (let i = 0; i < 11; i++) {
    const person = await registerViaApi(request, 'jobseeker', `talent${i}`);
    await setTalentProfile(request, person, {
      skills: [skill, 'Data entry'],
      experience:
        i === 0 ? 'Built and ran three Shopify stores.' : 'General admin support for agencies.',
      timezone: i === 0 ? 'Asia/Manila' : 'Europe/Lisbon',
      ...(i === 0 ? { categoryIds: [ecommerce.id] } : {}),
    });
    people.push(person);
  }
  const [shopify] = people as [Account];

  await page.goto(`/find-talent?skills=${skill}`);
  await expect(page).toHaveTitle('Find Talent | TalentBridge');
  await expect(page.getByRole('radio', { name: 'Search by Skills' })).toBeChecked();
  const search = page.getByRole('search', { name: 'Find talent' });
  await expect(search.getByRole('textbox', { name: 'Skills' })).toHaveValue(skill);
  await expect(page.getByText('11 people found')).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(10);
  await expect(cards.first().getByText('Not rated')).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /^View Profile of / })).toHaveAttribute(
    'href',
    /^\/users\/\d+$/,
  );

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/find-talent?skills=${skill}&page=2`);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(cards).toHaveCount(10);
  // Typing reaches the app's form once React has adopted the drawn page (docs/decisions/056).
  await waitForHydration(search);

  // Experience text narrows to the one person with Shopify stores.
  await search.getByLabel('Experience').fill('shopify');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/find-talent?skills=${skill}&experience=shopify`);
  await expect(page.getByText('1 person found')).toBeVisible();
  await expect(page.getByRole('article', { name: shopify.username })).toBeVisible();

  // Category alone finds the same person.
  await search.getByLabel('Experience').fill('');
  await search.getByLabel('Category').selectOption({ label: ecommerce.name });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/find-talent?skills=${skill}&category_id=${ecommerce.id}`);
  await expect(page.getByText('1 person found')).toBeVisible();
  await expect(page.getByRole('article', { name: shopify.username })).toBeVisible();

  // Timezone, typed into the searchable list.
  await search.getByLabel('Category').selectOption({ label: 'Any category' });
  await search.getByLabel('Timezone').fill('Asia/Manila');
  await search.getByLabel('Timezone').press('Enter');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/find-talent?skills=${skill}&timezone=Asia%2FManila`);
  await expect(page.getByText('1 person found')).toBeVisible();

  // Nobody is rated yet: a minimum of one star finds no one.
  await search.getByLabel('Minimum rating').selectOption('1 star and up');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No talents match your search.')).toBeVisible();

  // The second mode: username and skills.
  await page.getByText('Search by Username/Skills').click();
  await expect(search.getByLabel('Experience')).toHaveCount(0);
  await search.getByRole('textbox', { name: 'Username' }).fill(shopify.username.toUpperCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/find-talent\?mode=username&username=/);
  await expect(page.getByText('1 person found')).toBeVisible();
  await page
    .getByRole('article', { name: shopify.username })
    .getByRole('link', { name: `View Profile of ${shopify.username}` })
    .click();
  await expect(page).toHaveURL(`/users/${shopify.id}`);
});

test('a talent card shows the average rating rounded down in whole stars', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const skill = `Notion${suffix}`;
  const talent = await registerViaApi(request, 'jobseeker', 'rated');
  await setTalentProfile(request, talent, { skills: [skill] });
  // Two employers hire and review the same person: 5 and 4 stars make 4.5.
  for (const rating of [5, 4]) {
    const employer = await registerViaApi(request, 'employer', `rater${rating}`);
    const job = await createApprovedJob(request, employer, `Notion Setup ${suffix} ${rating}`);
    const application = await applyViaApi(request, talent, job.id);
    await decideViaApi(request, employer, application.id, 'Accepted');
    await reviewViaApi(request, employer, application.id, rating, 'Tidy workspace, good notes.');
  }

  await page.goto(`/find-talent?skills=${skill}`);
  await expect(page.getByText('1 person found')).toBeVisible();
  const card = page.getByRole('article', { name: talent.username });
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(card.getByText('4.5', { exact: true })).toBeVisible();
});

test('a visitor filters talent by hourly rate and country and reads the facts on the cards', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const skill = `Klaviyo${suffix}`;
  const maria = await registerViaApi(request, 'jobseeker', 'maria');
  await setTalentProfile(request, maria, {
    skills: [skill],
    headline: 'E-mail marketing assistant for online shops',
    hourly_rate: 15,
    country: 'PH',
    languages: ['English', 'Tagalog'],
    availability: 40,
    search_status: 'actively_looking',
  });
  const pricey = await registerViaApi(request, 'jobseeker', 'pricey');
  await setTalentProfile(request, pricey, { skills: [skill], hourly_rate: 45, country: 'PH' });
  const elsewhere = await registerViaApi(request, 'jobseeker', 'elsewhere');
  await setTalentProfile(request, elsewhere, { skills: [skill], hourly_rate: 20, country: 'MX' });
  const quiet = await registerViaApi(request, 'jobseeker', 'quiet');
  await setTalentProfile(request, quiet, { skills: [skill] });

  await page.goto(`/find-talent?skills=${skill}`);
  await expect(page.getByText('4 people found')).toBeVisible();
  // Someone who gave no facts shows none: no empty rate, no 'null'.
  const quietCard = page.getByRole('article', { name: quiet.username });
  await expect(quietCard.getByRole('list', { name: 'Talent facts' })).toHaveCount(0);
  await expect(quietCard).not.toContainText('/hr');
  await expect(quietCard).not.toContainText('null');

  const search = page.getByRole('search', { name: 'Find talent' });
  // Typing reaches the app's form once React has adopted the drawn page (docs/decisions/056).
  await waitForHydration(search);
  await search.getByRole('textbox', { name: 'Minimum hourly rate' }).fill('10');
  await search.getByRole('textbox', { name: 'Maximum hourly rate' }).fill('30');
  const country = search.getByRole('combobox', { name: 'Country' });
  await country.fill('Philippines');
  await country.press('Enter');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/find-talent?skills=${skill}&rate_min=10&rate_max=30&country=PH`);
  await expect(page.getByText('1 person found')).toBeVisible();
  const card = page.getByRole('article', { name: maria.username });
  await expect(card.getByText('E-mail marketing assistant for online shops')).toBeVisible();
  await expect(card.getByText('Actively looking')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Talent facts' }).getByRole('listitem')).toHaveText([
    'Rate: $15/hr',
    'Country: Philippines',
    'Availability: 40 h/week',
    'Languages: English, Tagalog',
  ]);

  // A range the wrong way round is caught before any request.
  await search.getByRole('textbox', { name: 'Minimum hourly rate' }).fill('50');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(MESSAGES.rateRangeOrder)).toBeVisible();
  await expect(page).toHaveURL(/rate_min=10&/);

  await card.getByRole('link', { name: `View Profile of ${maria.username}` }).click();
  await expect(page).toHaveURL(`/users/${maria.id}`);
  await expect(page.getByRole('heading', { level: 1, name: maria.username })).toBeVisible();
  await expect(page.getByText('E-mail marketing assistant for online shops')).toBeVisible();
  await expect(page.getByText('$15/hr')).toBeVisible();
  await expect(page.getByText('40 h/week')).toBeVisible();
});

test('a long experience shows three whole lines beside a taller card, and the rating filter offers each minimum once', async ({
  page,
  request,
}) => {
  // Three cards a row at 1440 px, each as tall as the tallest of its row.
  await page.setViewportSize({ width: 1440, height: 900 });
  const skill = `Xero${Date.now().toString(36)}`;
  const [bookkeeping, payroll] = await createCategories(request, [
    `Bookkeeping ${skill}`,
    `Payroll ${skill}`,
  ]);
  const brief = await registerViaApi(request, 'jobseeker', 'longexperience');
  await setTalentProfile(request, brief, {
    skills: [skill],
    experience: 'Reconciled accounts and ran payroll for small agencies. '.repeat(12),
  });
  const full = await registerViaApi(request, 'jobseeker', 'tallcard');
  await setTalentProfile(request, full, {
    skills: [skill, 'QuickBooks', 'Payroll', 'Excel'],
    experience: 'Bookkeeping.',
    headline: 'Bookkeeper and payroll assistant for agencies across three time zones, fast',
    hourly_rate: 18,
    country: 'PH',
    languages: ['English', 'Tagalog'],
    availability: 30,
    categoryIds: [bookkeeping?.id ?? 0, payroll?.id ?? 0],
  });

  await page.goto(`/find-talent?skills=${skill}`);
  const experience = page
    .getByRole('article', { name: brief.username })
    .getByText('Reconciled accounts', { exact: false });
  await expect(experience).toBeVisible();
  // The clamp keeps three lines, and the box the text is drawn in is no taller than they are:
  // the card's spare height must not show the top of a fourth line under them.
  const box = await experience.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
    clamp: getComputedStyle(element).webkitLineClamp,
  }));
  expect(box.clamp).toBe('3');
  expect(box.height).toBeLessThanOrEqual(3 * box.lineHeight + 1);

  const rating = page.getByRole('search', { name: 'Find talent' }).getByLabel('Minimum rating');
  await expect(rating.locator('option')).toHaveText([
    'Any rating',
    '1 star and up',
    '2 stars and up',
    '3 stars and up',
    '4 stars and up',
    '5 stars',
  ]);
});
