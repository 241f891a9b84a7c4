import type { APIRequestContext } from '@playwright/test';
import { BLOG_ARTICLES } from '../src/shared/blog.ts';
import { pageMetaFor } from '../src/shared/pages.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { type Account, createCategories, loginViaApi, registerViaApi } from './support/api.ts';
import { waitForHydration } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

/** A job in `categoryId`, approved by the admin so that Find Jobs lists it. */
async function createApprovedJob(
  request: APIRequestContext,
  employer: Account,
  title: string,
  categoryId: number,
): Promise<{ id: number; title: string }> {
  const created = await request.post('/api/job-posts', {
    data: {
      title,
      description:
        '<h3>Responsibilities</h3><p>Enter supplier invoices into our accounting system every morning, check totals against the purchase orders and flag any difference to the office manager the same day.</p>',
      salary: 14,
      location: 'Remote',
      job_type: 'Part-time',
      category_id: categoryId,
    },
    headers: { Authorization: `Bearer ${employer.token}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const job = (await created.json()) as { id: number; title: string };
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const approved = await request.post(`/api/admin/job-posts/${job.id}/approve`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return job;
}

/** Each content page: its h1 and a few words only that page says (docs/decisions/022). */
const PAGES: { path: string; h1: string; says: (string | RegExp)[] }[] = [
  {
    path: '/how-it-works/jobseeker-faq',
    h1: 'Jobseeker FAQ',
    says: ['How do I apply, and can I apply twice?', 'What do the application statuses mean?'],
  },
  {
    path: '/how-it-works/employer-faq',
    h1: 'Employer FAQ',
    says: ['Why is my post “Pending review”?', 'How do I review applications?'],
  },
  {
    path: '/pricing',
    h1: 'Simple plans for every hiring need',
    says: ['1 job post per month', '10 job posts per month', 'Unlimited job posts'],
  },
  { path: '/real-results', h1: 'Results you can check for yourself', says: ['Open vacancies'] },
  {
    path: '/blog',
    h1: 'Guides for remote hiring and remote work',
    says: BLOG_ARTICLES.map((article) => article.title),
  },
  { path: '/careers', h1: 'Help us make remote hiring fair', says: ['Open positions'] },
  {
    path: '/about-us',
    h1: 'We connect businesses with great virtual assistants',
    says: ['How the marketplace works', 'What we stand for'],
  },
  {
    path: '/profile-tips',
    h1: 'Profile tips that get you hired',
    says: ['Experience written as results', 'Verify your identity'],
  },
  {
    path: '/skill-tests',
    h1: 'Skill tests: how employers check your skills',
    says: ['Common trial tasks by category', 'A trial should be short and paid.'],
  },
  {
    path: '/success-stories',
    h1: 'How great remote hires come together',
    says: ['An online shop gets its evenings back', /composites/],
  },
  {
    path: '/privacy-policy',
    h1: 'Privacy Policy',
    says: ['argon2id', 'x-fingerprint', 'cookieConsent', 'Deleting your account'],
  },
  {
    path: '/terms-of-service',
    h1: 'Terms of Service',
    says: ['What nobody may do', 'Enterprise ($99 per month'],
  },
  { path: '/va-categories', h1: 'Virtual assistant categories', says: [/Pick a category/] },
  { path: '/contact', h1: 'Contact us', says: ['Other ways to reach us'] },
];

for (const { path, h1, says } of PAGES) {
  test(`${path} has its own title, description, one h1 and its content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const meta = pageMetaFor(path);
    if (!meta) throw new Error(`no meta for ${path}`);
    await expect(page).toHaveTitle(`${meta.title} | TalentBridge`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      meta.description,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.locator('h1')).toHaveCount(1);
    const main = page.getByRole('main');
    for (const text of says) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
    await expect(main.getByText(/lorem ipsum|coming soon/i)).toHaveCount(0);
  });
}

test('the head follows the page when a person navigates inside the app', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about-us');
  await expect(page).toHaveTitle('About Us | TalentBridge');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    pageMetaFor('/about-us')?.description ?? '',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'About Us | TalentBridge',
  );

  // A page that names itself (Find Jobs) keeps its own title.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find Jobs' }).click();
  await expect(page).toHaveTitle('Find Jobs | TalentBridge');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveTitle('About Us | TalentBridge');
});

test('FAQ answers open and close from the keyboard', async ({ page }) => {
  await page.goto('/how-it-works/jobseeker-faq');
  const question = page.getByRole('button', { name: 'How do I apply, and can I apply twice?' });
  // The drawn page answers keys once React has adopted it (docs/decisions/056).
  await waitForHydration(question);
  const answer = page.getByText('You can apply once per job');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  // Tab reaches the questions in order: the one before, then this one.
  await page.getByRole('button', { name: 'How do I find jobs that fit me?' }).focus();
  await page.keyboard.press('Tab');
  await expect(question).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  // Questions sit in the outline under their group's heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Applying to jobs' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'How do I apply, and can I apply twice?' }),
  ).toBeVisible();
});

test('the contact form asks for every field, then confirms without sending anything', async ({
  page,
}) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.method() !== 'GET') posted = true;
  });
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('All fields are required.');
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name').fill('Ana Reyes');
  await page.getByLabel('Email').fill('ana@example.com');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('All fields are required.');
  await expect(page.getByLabel('Message')).toBeFocused();
  await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Message').fill('Can I move my account to the Pro plan next month?');
  await send.click();
  await expect(page.getByRole('status')).toContainText('Thank you, Ana Reyes.');
  await expect(
    page.getByRole('link', { name: 'support@talentbridge.example' }).first(),
  ).toBeVisible();
  expect(posted).toBe(false);

  await page.getByRole('button', { name: 'Write another message' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('VA categories lead to Find Jobs and Find Talent filtered by the category', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const [ours, other] = await createCategories(request, [
    `Data Entry ${suffix}`,
    `Video Editing ${suffix}`,
  ]);
  if (!ours || !other) throw new Error('no categories');
  const employer = await registerViaApi(request, 'employer', 'vacat');
  const inCategory = await createApprovedJob(
    request,
    employer,
    `Invoice data entry ${suffix}`,
    ours.id,
  );
  const elsewhere = await createApprovedJob(request, employer, `Reel editing ${suffix}`, other.id);

  await page.goto('/va-categories');
  const card = page.getByRole('region', { name: ours.name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: `Find talent in ${ours.name}` })).toHaveAttribute(
    'href',
    `/find-talent?category_id=${ours.id}`,
  );
  await card.getByRole('link', { name: `Find jobs in ${ours.name}` }).click();

  await expect(page).toHaveURL(`/find-job?category_id=${ours.id}`);
  await expect(page).toHaveTitle('Find Jobs | TalentBridge');
  await expect(page.getByText(inCategory.title)).toBeVisible();
  await expect(page.getByText(elsewhere.title)).toHaveCount(0);
});

test('a blog article has its own address, title and way back to the list', async ({ page }) => {
  const article = BLOG_ARTICLES[1];
  if (!article) throw new Error('no article');
  await page.goto('/blog');
  await page.getByRole('link', { name: article.title }).click();
  await expect(page).toHaveURL(`/blog/${article.slug}`);
  await expect(page).toHaveTitle(`${article.title} | TalentBridge`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    article.summary,
  );
  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(page).toHaveURL('/blog');

  const missing = await page.goto('/blog/no-such-article');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  await expect(page).toHaveTitle('Page not found | TalentBridge');
});

test('content pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/pricing', '/contact', '/privacy-policy', '/va-categories']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
