import type { Page } from '@playwright/test';
import { MESSAGES } from '../src/shared/messages.ts';
import { expectNoViolations } from './support/a11y.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { loginViaApi, openSignedIn, registerViaApi } from './support/api.ts';
import { createApprovedJob } from './support/hiring.ts';
import { expect, test } from './support/test.ts';

/**
 * Forms and the pages that move on by themselves, beyond what axe finds (WCAG 2.2 AA,
 * docs/decisions/062): redirects that can be stopped (2.2.1), a select that changes nothing on
 * its own (3.2.2), field borders of 3:1 (1.4.11), and errors tied to their fields (3.3.1).
 */

/** Long enough past the spec's 3 seconds that a redirect would have happened. */
const PAST_THE_REDIRECT_MS = 4000;

/** Presses 'Stay on this page' and checks the page is still `path` after the redirect's time. */
async function stayOnThePage(page: Page, path: string, destination: string) {
  const notice = page.getByText(`Taking you to ${destination} in 3 seconds.`);
  await expect(notice).toBeVisible();
  // Said in a live region, so that a screen reader hears it without looking for it.
  await expect(page.locator('[aria-live="polite"]').filter({ has: notice })).toHaveCount(1);
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByText('You are staying on this page.')).toBeVisible();
  // The pressed button is gone: focus is on the way on, not lost to the page.
  await expect(page.getByRole('link', { name: `Go to ${destination}`, exact: true })).toBeFocused();
  await page.waitForTimeout(PAST_THE_REDIRECT_MS);
  await expect(page).toHaveURL(path);
}

test('Forgot Password: the redirect to Sign In can be stopped', async ({ page, request }) => {
  const account = await registerViaApi(request, 'jobseeker', 'stayforgot');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.resetRequestSent);
  await stayOnThePage(page, '/forgot-password', 'the sign-in page');
  await expectNoViolations(page, '/forgot-password after Stay on this page');
});

test('Verify E-mail: the redirect can be stopped, and happens when it is not', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.verificationTokenMissing);
  await stayOnThePage(page, '/verify-email', 'the sign-in page');

  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('button', { name: 'Stay on this page' })).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 10_000 });
});

test('Post a Job refused: the redirect home can be stopped, and happens when it is not', async ({
  page,
  request,
}) => {
  const jobseeker = await registerViaApi(request, 'jobseeker', 'staypost');
  await openSignedIn(page, jobseeker.token, '/post-job');
  await expect(page.getByText(MESSAGES.onlyEmployersPostJobs)).toBeVisible();
  await stayOnThePage(page, '/post-job', 'the home page');
  await expectNoViolations(page, '/post-job refused, after Stay on this page');

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/post-job');
  await expect(page.getByText(MESSAGES.onlyEmployersPostJobs)).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
});

test('Complaint: "Please fill in all fields." is tied to the fields left empty, and the redirect after sending can be stopped', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'tiedowner');
  const jobseeker = await registerViaApi(request, 'jobseeker', 'tiedreporter');
  const job = await createApprovedJob(request, employer, 'Office helper (tied errors)');
  const path = `/complaint?type=job_post&id=${job.id}`;
  await openSignedIn(page, jobseeker.token, path);
  const main = page.getByRole('main');
  const kind = main.getByRole('radiogroup', { name: 'What is wrong?' });
  const reason = main.getByLabel('Reason');

  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.complaintFieldsRequired);
  await expect(kind).toHaveAttribute('aria-invalid', 'true');
  await expect(kind).toHaveAccessibleDescription(MESSAGES.complaintFieldsRequired);
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription(
    new RegExp(`^${MESSAGES.complaintFieldsRequired.replace('.', '\\.')}`),
  );
  await expectNoViolations(page, 'the complaint form with its fields invalid');

  // Only the field still empty stays invalid.
  await main.getByRole('radio', { name: 'Scam or fraud' }).check();
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.complaintFieldsRequired);
  await expect(kind).not.toHaveAttribute('aria-invalid');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');

  await reason.fill('Asks for a deposit before the interview.');
  await main.getByRole('button', { name: 'Submit Report' }).click();
  await expect(main.getByRole('status')).toContainText('Your report was sent');
  await stayOnThePage(page, path, 'your profile');
});

test('the admin Reset Password dialog puts each error at its field and focuses it', async ({
  page,
  request,
}) => {
  const person = await registerViaApi(request, 'jobseeker', 'tiedreset');
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, admin, '/admin?tab=users');
  await page.getByLabel('Username or e-mail').fill(person.username);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await row.getByRole('button', { name: `Actions for ${person.username}` }).click();
  await page.getByRole('menuitem', { name: 'Reset Password', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Reset the password of ${person.username}` });
  const password = dialog.getByLabel('New password', { exact: true });
  const reason = dialog.getByLabel('Reason (optional)');
  const submit = dialog.getByRole('button', { name: 'Reset Password' });

  await submit.click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Please enter a new password.');
  await expect(password).toBeFocused();
  await expect(reason).not.toHaveAttribute('aria-invalid');
  await expectNoViolations(page, 'the Reset Password dialog with an error');

  // The reason's rule, at the reason.
  await password.fill('short');
  await reason.fill('ab');
  await submit.click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription(/3/);
  await expect(reason).toBeFocused();
  await expect(password).not.toHaveAttribute('aria-invalid');

  // The server's password rule, at the password.
  await reason.fill('');
  await submit.click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(MESSAGES.passwordTooShort));
  await expect(password).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('on a phone, arrowing through the admin Section select opens nothing until Go', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await loginViaApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await openSignedIn(page, admin, '/admin');
  const section = page.getByLabel('Section', { exact: true });
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();

  await section.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(section).toHaveValue('plans');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  await expect(section).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Go', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin?tab=plans');
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeVisible();
  await expect(section).toHaveValue('plans');
  // Back shows the earlier section in the select too.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
  await expect(section).toHaveValue('dashboard');
  await expectNoViolations(page, '/admin at 390 px with the section picker');
});

type FieldEdge = { field: string; edge: number; around: number };

/**
 * Every visible form field of the page (inputs, selects, textareas, comboboxes, the editor's
 * frame): the contrast of its border against its own background and against what is around it.
 */
async function fieldEdges(page: Page): Promise<FieldEdge[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const paint = canvas.getContext('2d', { willReadFrequently: true });
    if (!paint) throw new Error('no canvas');
    // The browser's own colour parser turns oklch() and the rest into sRGB.
    const rgba = (color: string): number[] => {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = color;
      paint.fillRect(0, 0, 1, 1);
      return Array.from(paint.getImageData(0, 0, 1, 1).data);
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R = 0, G = 0, B = 0] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };
    const background = (start: Element | null): number[] => {
      for (let node = start; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if ((color[3] ?? 0) > 0) return color;
      }
      return [255, 255, 255, 255];
    };
    const fields = [
      ...document.querySelectorAll(
        'input:not([type=hidden],[type=checkbox],[type=radio],[type=file]), select, textarea, [role=combobox]',
      ),
      ...[...document.querySelectorAll('[role=toolbar][aria-label="Text formatting"]')].map(
        (toolbar) => toolbar.parentElement,
      ),
    ].filter((field): field is HTMLElement => field instanceof HTMLElement);
    return [...new Set(fields)]
      .filter((field) => field.getClientRects().length > 0 && field.offsetWidth > 0)
      .map((field) => {
        const edge = rgba(getComputedStyle(field).borderTopColor);
        return {
          field:
            field.getAttribute('name') ||
            field.id ||
            field.getAttribute('aria-label') ||
            field.tagName,
          edge: contrast(edge, background(field)),
          around: contrast(edge, background(field.parentElement)),
        };
      });
  });
}

async function expectFieldEdgesOfThreeToOne(page: Page, label: string, atLeast: number) {
  // Nothing hovered or focused: the resting border is the one to measure.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const edges = await fieldEdges(page);
  expect(edges.length, `fields found on ${label}`).toBeGreaterThanOrEqual(atLeast);
  const faint = edges.filter(({ edge, around }) => Math.min(edge, around) < 3);
  expect(faint, `field borders under 3:1 on ${label}`).toEqual([]);
}

test('every form field has a border of at least 3:1 (register, post a job, profile)', async ({
  page,
  request,
}) => {
  await page.goto('/register/employer');
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectFieldEdgesOfThreeToOne(page, '/register/employer', 4);

  const employer = await registerViaApi(request, 'employer', 'edgepost');
  await openSignedIn(page, employer.token, '/post-job');
  await expect(page.getByRole('toolbar', { name: 'Text formatting' })).toBeVisible();
  await expectFieldEdgesOfThreeToOne(page, '/post-job', 4);

  const jobseeker = await registerViaApi(request, 'jobseeker', 'edgeprofile');
  await openSignedIn(page, jobseeker.token, '/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expectFieldEdgesOfThreeToOne(page, '/profile, editing', 4);
});

test('the formatting toolbar is one Tab stop, its tools reached with the arrow keys', async ({
  page,
  request,
}) => {
  const employer = await registerViaApi(request, 'employer', 'rovingtools');
  await openSignedIn(page, employer.token, '/post-job');
  const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
  const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);

  await tool('Bold').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tool('Italic')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tool('Quote')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tool('Bold')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tool('Quote')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tool('Bold')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tool('Link')).toBeFocused();
  // The tool last used is the Tab stop: Tab leaves for the text box, Shift+Tab comes back to it.
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Job description' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tool('Link')).toBeFocused();
});
