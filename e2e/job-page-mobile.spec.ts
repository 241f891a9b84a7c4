import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './support/a11y.ts';
import { type Account, openSignedIn, registerViaApi } from './support/api.ts';
import { applyViaApi, createApprovedJob } from './support/hiring.ts';
import { sidewaysOverflow } from './support/layout.ts';
import { expect, test } from './support/test.ts';

/**
 * The job page on phones (docs/decisions/041): the salary and the apply action (or its state)
 * stay in a bar at the bottom of the screen until the page's own apply area is in view; the bar
 * never covers the page's end or the footer; on a desktop there is none.
 */

const PHONE = { width: 390, height: 844 };

/** A description as long as real posts have, which puts the apply area far below the fold. */
const DESCRIPTION = [
  '<h3>Responsibilities</h3>',
  '<p>Answer customer e-mails and chats within four hours during European business hours, ',
  'keep our help-centre articles current, tag and route tickets to the right team, process ',
  'returns and exchanges in the order tool, and follow up on delayed deliveries with carriers.</p>',
  '<h3>Requirements</h3>',
  '<p>Two years of e-mail support for an online shop, written English that customers enjoy ',
  'reading, a calm way with upset people, and experience with Zendesk or a similar help desk. ',
  'Shopify experience is a plus; we train you on everything else.</p>',
  '<h3>Terms</h3>',
  '<p>Twenty hours a week, paid hourly every two weeks. A paid trial week first, then a ',
  'three-month contract that we expect to extend.</p>',
  '<h3>Work experience</h3>',
  '<p>Tell us about the hardest customer conversation you handled and what you learned.</p>',
].join('');

async function phoneJob(request: APIRequestContext, employer: Account, name: string) {
  return createApprovedJob(request, employer, `${name} ${Date.now().toString(36)}`, {
    description: DESCRIPTION,
    salary: 18,
  });
}

function bar(page: Page) {
  return page.getByRole('region', { name: 'Quick apply' });
}

test('on a 390 px phone a visitor sees the salary and Login to Apply on load without scrolling, and it opens Sign In', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'barvisit');
  const job = await phoneJob(request, employer, 'Customer Support Assistant');
  await page.setViewportSize(PHONE);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(bar(page).getByText('$18/hr')).toBeInViewport();
  const login = bar(page).getByRole('link', { name: 'Login to Apply' });
  await expect(login).toBeInViewport();
  await expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoViolations(page, 'the job page with its apply bar, as a visitor');
  await login.click();
  await expect(page).toHaveURL('/login');
});

test('on a 390 px phone a jobseeker’s Apply Now is in view on load, takes them to the proposal, and the proposal is sent', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'barseek');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'barseek');
  const job = await phoneJob(request, employer, 'Support Inbox Assistant');
  await page.setViewportSize(PHONE);
  await openSignedIn(page, jobseeker.token, `/jobs/${job.id}`);
  const apply = bar(page).getByRole('link', { name: 'Apply Now' });
  await expect(apply).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Apply Now' })).not.toBeInViewport();
  await expectNoViolations(page, 'the job page with its apply bar, as a jobseeker');

  await apply.click();
  const letter = page.getByLabel('Cover letter (optional)');
  await expect(letter).toBeFocused();
  await expect(letter).toBeInViewport();
  // The page's own form is in view now: the bar steps aside rather than offer it twice.
  await expect(bar(page)).toBeHidden();
  await letter.fill('Four years of e-mail support for online shops, in English and Portuguese.');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL('/my-applications');
});

test('on a phone the bar shows what the page shows: Already Applied once applied, and no bar for an employer, who cannot apply', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'barstate');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'barstate');
  const otherEmployer = await registerViaApi(request, 'employer', 'barother');
  const applied = await phoneJob(request, employer, 'Bookkeeping Assistant');
  await applyViaApi(request, jobseeker, applied.id);
  await page.setViewportSize(PHONE);

  await openSignedIn(page, jobseeker.token, `/jobs/${applied.id}`);
  await expect(bar(page).getByText('Already Applied')).toBeInViewport();
  await expect(bar(page).getByRole('link', { name: 'Apply Now' })).toHaveCount(0);

  await openSignedIn(page, otherEmployer.token, `/jobs/${applied.id}`);
  await expect(page.getByText('Only job seekers can apply for jobs.')).toBeAttached();
  await expect(bar(page)).toHaveCount(0);
});

test('on a phone the bar goes once the page’s own apply area is reached, so it covers neither the page’s end nor the footer links; nothing spills sideways', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'barend');
  const job = await phoneJob(request, employer, 'Live Chat Assistant');
  // Other open jobs of the company make the page run on below its apply card.
  for (const name of ['Returns Assistant', 'Social Media Assistant', 'Data Entry Assistant']) {
    await phoneJob(request, employer, name);
  }
  await page.setViewportSize(PHONE);
  await page.goto(`/jobs/${job.id}`);
  await expect(bar(page).getByRole('link', { name: 'Login to Apply' })).toBeInViewport();
  expect(await sidewaysOverflow(page), 'at the top').toEqual([]);

  // The page's own apply card on the screen: one Login to Apply, not two.
  const register = page.getByRole('link', { name: 'Register as a Jobseeker' });
  await register.scrollIntoViewIfNeeded();
  await expect(bar(page)).toBeHidden();
  // Scrolled past it, the bar stays away; back at the top, it is there again.
  const below = await register.evaluate((link) => link.getBoundingClientRect().bottom + 32);
  await page.evaluate((by) => window.scrollBy(0, by), below);
  await expect(register).not.toBeInViewport();
  await expect(bar(page)).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar(page).getByRole('link', { name: 'Login to Apply' })).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar(page)).toBeHidden();
  const footerLinks = page.getByRole('contentinfo').getByRole('link');
  const covered = () =>
    footerLinks.evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) return false;
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && !link.contains(hit);
        })
        .map((link) => link.textContent),
    );
  // Polled: the page settles a frame after the scroll to its end, as the apply bar goes.
  await expect.poll(covered, { message: 'footer links under something else' }).toEqual([]);
  // The page's last content is uncovered too: the last of the company's other jobs is clickable.
  const lastJob = page
    .getByRole('complementary', { name: 'Job details' })
    .getByRole('link', { name: /Assistant/ })
    .last();
  await expect(lastJob).toBeInViewport();
  await lastJob.click({ trial: true });
  expect(await sidewaysOverflow(page), 'at the bottom').toEqual([]);
});

test('on a desktop the job page has no apply bar', async ({ page, request }) => {
  const employer = await registerViaApi(request, 'employer', 'bardesk');
  const job = await phoneJob(request, employer, 'Executive Assistant');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('link', { name: 'Login to Apply' })).toBeInViewport();
  await expect(bar(page)).toBeHidden();
});
