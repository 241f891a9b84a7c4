import { type Account, createCategories, registerViaApi } from './support/api.ts';
import {
  applyViaApi,
  createApprovedJob,
  decideViaApi,
  reviewViaApi,
  setTalentProfile,
} from './support/hiring.ts';
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
