import type { Page } from '@playwright/test';
import { E2E_ADMIN, uniqueUser } from './support/accounts.ts';
import { auth, loginViaApi, ok, openSignedIn, registerViaApi } from './support/api.ts';
import { applyViaApi, createApprovedJob } from './support/hiring.ts';
import { fillSignUpForm, waitForHydration } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

/**
 * Where focus is, and what a screen reader is told, as a keyboard user moves through the app
 * (docs/decisions/061): a new page focuses its h1 and its title is announced; the first page and
 * a change of the query alone leave focus alone; an action whose control goes leaves focus on
 * the next sensible control; the cookie notice never hides what has focus (WCAG 2.4.3, 2.4.11,
 * 4.1.3).
 */

/** What has focus: its tag, its name or text, and whether it is the page's h1. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', text: '', isH1: false };
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 80),
      isH1: element.tagName === 'H1' && element.closest('main') !== null,
    };
  });
}

/** The text of the shell's polite live region. */
function announcer(page: Page) {
  return page.getByTestId('announcer');
}

test.describe('the cookie notice never hides what has focus', () => {
  // A fresh profile: no consent yet, so the notice shows (as in cookie-banner.spec.ts).
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`tabbing through the home page at ${size.width} px, each focused element is at least half in view`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie notice' });
      const gotIt = banner.getByRole('button', { name: 'Got it' });
      await expect(gotIt).toBeVisible();
      // The app has adopted the server's page (its button is React's now).
      await page.waitForFunction(() => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Got it',
        );
        return button !== undefined && Object.keys(button).some((k) => k.startsWith('__react'));
      });

      const covered: string[] = [];
      let reachedNotice = false;
      for (let step = 0; step < 150 && !reachedNotice; step++) {
        await page.keyboard.press('Tab');
        const result = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const notice = document.querySelector('section[aria-label="Cookie notice"]');
          if (!element || element === document.body || !notice) return { kind: 'none' } as const;
          if (notice.contains(element)) return { kind: 'notice' } as const;
          const box = element.getBoundingClientRect();
          const area = box.width * box.height;
          if (area === 0) return { kind: 'skip' } as const;
          const cover = notice.getBoundingClientRect();
          const overlap = (a1: number, a2: number, b1: number, b2: number) =>
            Math.max(0, Math.min(a2, b2) - Math.max(a1, b1));
          // In the viewport, less what the notice covers.
          const inView =
            overlap(box.left, box.right, 0, window.innerWidth) *
            overlap(box.top, box.bottom, 0, window.innerHeight);
          const underNotice =
            overlap(box.left, box.right, cover.left, cover.right) *
            overlap(box.top, box.bottom, Math.max(0, cover.top), window.innerHeight);
          return {
            kind: 'element',
            name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
              .trim()
              .slice(0, 60),
            visible: (inView - underNotice) / area,
          } as const;
        });
        if (result.kind === 'notice') reachedNotice = true;
        if (result.kind === 'element' && result.visible < 0.5) {
          covered.push(`${result.name}: ${Math.round(result.visible * 100)}% visible`);
        }
      }
      expect(reachedNotice, 'Tab reaches the notice at the end of the page').toBe(true);
      expect(covered).toEqual([]);

      // 'Got it' takes the notice away, and focus stays on the page, not on <body>.
      await page.keyboard.press('Shift+Tab');
      const before = await focused(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(gotIt).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(banner).toBeHidden();
      expect(await focused(page)).toEqual(before);
      expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe(
        '',
      );
    });
  }
});

test('a new page takes focus to its h1 and announces its title; the first page does not', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.locator('main h1')).toBeVisible();
  expect((await focused(page)).tag).toBe('body');

  // A link followed by keyboard.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Find Jobs', exact: true })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/find-job$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(announcer(page)).toContainText(/Find/);

  // Back: the previous page's h1.
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(announcer(page)).toContainText(/Pricing/);
});

test('a change of the query alone leaves focus where the person is', async ({ page }) => {
  await page.goto('/pricing');
  const link = page.getByRole('main').getByRole('link').first();
  await link.focus();
  await page.keyboard.press('Shift');
  // As a filter or a search as you type does: the address changes, the page stays.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/pricing?plan=pro');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/plan=pro/);
  await page.waitForTimeout(600);
  await expect(link).toBeFocused();
});

test('a Find Jobs search by keyboard keeps focus on the control that sent it', async ({ page }) => {
  await page.goto('/find-job');
  const keyword = page.getByRole('searchbox', { name: 'Job title or keyword' });
  // The drawn page's form is the app's once React has adopted it (docs/decisions/056); before
  // that, Enter is the browser's own GET of the same address.
  await waitForHydration(keyword);
  await keyword.fill('assistant');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/title=assistant/);
  // The form is drawn afresh from the new address; the keyword box has focus again.
  await expect(page.getByRole('searchbox', { name: 'Job title or keyword' })).toBeFocused();
  await page.getByRole('searchbox', { name: 'Job title or keyword' }).fill('bookkeeper');
  const search = page.getByRole('search', { name: 'Find jobs' }).getByRole('button', {
    name: 'Search',
    exact: true,
  });
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/title=bookkeeper/);
  await expect(search).toBeFocused();
});

test('the skip link still takes focus to the main content', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

/** Presses Tab until `isTarget` holds of the focused element, at most `max` times; how many. */
async function tabsUntil(page: Page, selector: string, max: number): Promise<number> {
  for (let count = 1; count <= max; count++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) {
      return count;
    }
  }
  return Number.POSITIVE_INFINITY;
}

test('signing in by keyboard lands on the new page’s h1, a few Tabs from the search', async ({
  page,
  request,
}) => {
  const jobseeker = await registerViaApi(request, 'jobseeker', 'keyboard');
  await page.goto('/login');
  await page.getByLabel('Email').fill(jobseeker.email);
  await page.getByLabel('Password', { exact: true }).fill(jobseeker.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.locator('main h1')).toBeFocused();
  expect(await tabsUntil(page, 'input[type="search"]', 3)).toBeLessThanOrEqual(3);
});

test('signing up by keyboard lands on the next page’s h1', async ({ page }) => {
  await page.goto('/register/jobseeker');
  await fillSignUpForm(page, uniqueUser('kbsignup'));
  await page.getByLabel('Confirm Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL('/welcome');
  await expect(page.locator('main h1')).toBeFocused();
  await expect(announcer(page)).not.toBeEmpty();
});

test('applying lands on My Applications’ h1, and its title is announced', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'kbapplyemp');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'kbapply');
  const job = await createApprovedJob(request, employer, `Keyboard Clerk ${Date.now()}`);
  await openSignedIn(page, jobseeker.token, `/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL('/my-applications');
  await expect(page.locator('main h1')).toBeFocused();
  await expect(announcer(page)).toContainText('My Applications');
});

test('Accept and Reject say what they did and keep focus on it', async ({ page, request }) => {
  const employer = await registerViaApi(request, 'employer', 'kbdecide');
  const job = await createApprovedJob(request, employer, `Keyboard Review ${Date.now()}`);
  const first = await registerViaApi(request, 'jobseeker', 'kbfirst');
  const second = await registerViaApi(request, 'jobseeker', 'kbsecond');
  await applyViaApi(request, first, job.id);
  await applyViaApi(request, second, job.id);

  await openSignedIn(page, employer.token, '/my-job-posts');
  const post = page.getByRole('article', { name: job.title });
  await post.getByRole('button', { name: `View Applications to ${job.title}` }).click();

  await post.getByRole('button', { name: `Accept ${first.username}` }).focus();
  await page.keyboard.press('Enter');
  const accepted = `${first.username} accepted and e-mailed.`;
  await expect(post.getByText(accepted)).toBeFocused();
  await expect(announcer(page)).toContainText(accepted);

  await post.getByRole('button', { name: `Reject ${second.username}` }).focus();
  await page.keyboard.press('Enter');
  const rejected = `${second.username} rejected and e-mailed.`;
  await expect(post.getByText(rejected)).toBeFocused();
  await expect(announcer(page)).toContainText(rejected);
});

test('posting a job shows its notice and reads it out', async ({ page, request }) => {
  const employer = await registerViaApi(request, 'employer', 'kbposter');
  const title = `Keyboard Post ${Date.now().toString(36)}`;
  await openSignedIn(page, employer.token, '/post-job');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Salary (USD per hour)').fill('14');
  await page.getByText('Job description', { exact: true }).click();
  await page.keyboard.type(
    'Answer customer e-mails within four hours, keep our help-centre articles current and write a short weekly summary of the most common questions.',
  );
  await page.getByRole('button', { name: 'Post Job' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/my-job-posts');
  await expect(page.getByRole('main').getByText(`“${title}” is posted.`)).toBeVisible();
  await expect(page.locator('main h1')).toBeFocused();
  await expect(announcer(page)).toContainText(`“${title}” is posted.`);
});

test('admin: Approve, Resolve and a users search leave focus on the next sensible control', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'kbmod');
  const stamp = Date.now().toString(36);
  const posted: { id: number; title: string }[] = [];
  for (const title of [`Queue A ${stamp}`, `Queue B ${stamp}`]) {
    posted.push(
      await ok(
        'job',
        await request.post('/api/job-posts', {
          data: {
            title,
            description:
              '<p>Answer customer e-mails within four hours, keep our help-centre articles current for every product line, and write a short weekly summary of the most common questions.</p>',
            salary: 15,
            location: 'Remote',
            job_type: 'Part-time',
          },
          headers: auth(employer.token),
        }),
      ),
    );
  }
  const reporter = await registerViaApi(request, 'jobseeker', 'kbreporter');
  await ok(
    'complaint',
    await request.post('/api/complaints', {
      data: { profile_id: employer.id, reason: `Keyboard complaint ${stamp}` },
      headers: auth(reporter.token),
    }),
  );
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);

  // Approve in the queue: the row goes, focus goes to the row now in its place.
  await openSignedIn(page, admin, '/admin?tab=job-posts&pendingReview=true');
  const table = page.getByRole('region', { name: 'Job posts' });
  const rowOf = (title: string) => table.getByRole('row').filter({ hasText: title });
  await rowOf(posted[0]?.title ?? '')
    .getByRole('button', { name: /^Actions for/ })
    .focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Approve' }).press('Enter');
  await expect(rowOf(posted[0]?.title ?? '')).toHaveCount(0);
  expect((await focused(page)).tag).not.toBe('body');
  await expect(table.locator(':focus')).toHaveCount(1);

  // Resolve: its button goes with the Pending state; focus stays in the complaint's row.
  await page.goto('/admin?tab=complaints');
  const complaint = page.getByRole('row').filter({ hasText: `Keyboard complaint ${stamp}` });
  await complaint.getByRole('button', { name: /^Resolve complaint/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Resolve complaint/ });
  await dialog.getByRole('radio', { name: 'Rejected' }).check();
  await dialog.getByRole('button', { name: 'Save decision' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(complaint.getByRole('button', { name: /^Resolve complaint/ })).toHaveCount(0);
  await expect(complaint.locator(':focus')).toHaveCount(1);

  // Users search: the form is drawn afresh from the new address, focus stays on what sent it.
  await page.goto('/admin?tab=users');
  const search = page.getByRole('form', { name: 'Find users' });
  await search.getByLabel('Username or e-mail').fill(employer.username);
  await search.getByLabel('Username or e-mail').press('Enter');
  await expect(page).toHaveURL(/search=/);
  await expect(
    page.getByRole('form', { name: 'Find users' }).getByLabel('Username or e-mail'),
  ).toBeFocused();
  await page
    .getByRole('form', { name: 'Find users' })
    .getByLabel('Username or e-mail')
    .fill(reporter.username);
  await search.getByRole('button', { name: 'Search' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('form', { name: 'Find users' }).getByRole('button', { name: 'Search' }),
  ).toBeFocused();
});

test('a jobseeker signs in, finds a job and applies by keyboard alone; focus is told at each step', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'kbonlyemp');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'kbonly');
  const title = `Keyboard Only Clerk ${Date.now().toString(36)}`;
  await createApprovedJob(request, employer, title);

  // Sign in: type, Tab, type, Enter.
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.type(jobseeker.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(jobseeker.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.locator('main h1')).toBeFocused();

  // The header's search, a few Tabs away: the title, Enter; Find Jobs takes focus to its h1.
  expect(await tabsUntil(page, 'input[type="search"]', 3)).toBeLessThanOrEqual(3);
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/find-job\?title=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Jobs' })).toBeFocused();
  await expect(announcer(page)).toContainText('Find Jobs');

  // Down to the job's card, Enter: the job's page, its title focused and read out.
  const card = `main a[href^="/jobs/"]:is([href*="keyboard-only-clerk"])`;
  expect(await tabsUntil(page, card, 40)).toBeLessThanOrEqual(40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await expect(announcer(page)).toContainText(title);

  // On to Apply Now, Enter: My Applications, focused and announced.
  let tabs = 0;
  do {
    await page.keyboard.press('Tab');
    tabs += 1;
  } while (
    tabs < 40 &&
    !(await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Apply Now'))
  );
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/my-applications');
  await expect(page.locator('main h1')).toBeFocused();
  await expect(announcer(page)).toContainText('My Applications');
});
