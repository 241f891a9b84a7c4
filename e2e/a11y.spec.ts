import type { Page } from '@playwright/test';
import { expectNoViolations, openInTheApp, tourOfThisFile } from './support/a11y.ts';
import { openSignedIn } from './support/api.ts';
import { mainNav } from './support/journeys.ts';
import {
  signInBeforeLoad,
  tokenOf,
  VIEWERS,
  type Viewer,
  waitForSettledPage,
} from './support/site-tour.ts';
import { expect, test } from './support/test.ts';

/**
 * Every page of docs/spec.md, "Screens and routes" (src/shared/pages.ts), as a visitor and as
 * each role, passes an axe-core scan for WCAG 2.0, 2.1 and 2.2 A and AA, and has one h1 inside
 * the main landmark: those scans are e2e/a11y-<viewer>.spec.ts, one file per viewer so that
 * workers share them out. Here, a few
 * states that only appear after an action (open menus, the admin sections, an open chat).
 * docs/decisions/025-accessibility-and-polish.md.
 */

// A trace of every scan would record axe's half-megabyte source each time and double the run.
test.use({ trace: 'off' });

const { tour } = tourOfThisFile();

async function open(page: Page, viewer: Viewer, path: string) {
  await signInBeforeLoad(page, tokenOf(tour(), viewer));
  // Inside the app, as the page scans do (support/a11y.ts: a drawn page's skipped sections report
  // default colours in the headless shell).
  await openInTheApp(page, path, true);
  await waitForSettledPage(page);
}

test.describe('states after an action', () => {
  test('the How it Works menu, open', async ({ page }) => {
    await open(page, 'visitor', '/');
    await page.getByRole('button', { name: 'How it Works' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, 'the How it Works menu');
  });

  test('the burger menu on a 360 px phone, open, as each kind of viewer', async ({ page }) => {
    // Four viewers, each two page loads and a scan.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const viewer of VIEWERS) {
      await page.goto('/');
      await page.evaluate(() => localStorage.removeItem('token'));
      const token = tokenOf(tour(), viewer);
      if (token) await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto('/find-job');
      await waitForSettledPage(page);
      await page.getByRole('button', { name: 'Main menu' }).click();
      await expect(mainNav(page)).toBeVisible();
      await expectNoViolations(page, `the burger menu as ${viewer}`);
      // Nothing spills sideways at 360 px.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at 360 px as ${viewer}`).toBeLessThanOrEqual(0);
    }
  });

  test('every admin section', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, 'admin', '/admin');
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    const names = await sidebar.getByRole('link').allInnerTexts();
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      await sidebar.getByRole('link', { name, exact: true }).click();
      await waitForSettledPage(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoViolations(page, `the admin section ${name}`);
    }
  });

  test('an open chat, for each side', async ({ page }) => {
    for (const account of [tour().jobseeker, tour().employer]) {
      const viewer = account.role;
      await openSignedIn(page, account.token, `/messages?chat=${tour().applicationId}`);
      await waitForSettledPage(page);
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expectNoViolations(page, `an open chat as ${viewer}`);
    }
  });

  test('My Profile in edit mode, and the delete confirmation', async ({ page }) => {
    await open(page, 'jobseeker', '/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
    await expectNoViolations(page, 'My Profile in edit mode');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('button', { name: 'Yes, delete my account' })).toBeVisible();
    await expectNoViolations(page, 'the delete-account confirmation');
  });

  test('the job description editor is a labelled multi-line text box, on both job forms', async ({
    page,
  }) => {
    for (const path of ['/post-job', `/my-job-posts/${tour().job.id}/edit`]) {
      await open(page, 'employer', path);
      const editor = page.getByRole('textbox', { name: 'Job description' });
      await expect(editor).toHaveAttribute('aria-multiline', 'true');
      await expect(editor).toHaveAccessibleDescription(/No contact info/);
      // Like a native label, clicking the label puts the caret in the editor.
      await page.getByText('Job description', { exact: true }).click();
      await expect(editor).toBeFocused();
    }
  });

  test("an employer's applications table", async ({ page }) => {
    await open(page, 'employer', '/my-job-posts');
    await page.getByRole('button', { name: `View Applications to ${tour().job.title}` }).click();
    await expect(
      page.getByRole('table', { name: `Applications to ${tour().job.title}` }),
    ).toBeVisible();
    await expectNoViolations(page, 'the applications table');
  });
});
