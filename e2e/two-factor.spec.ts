import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { MESSAGES } from '../src/shared/messages.ts';
import { expectNoViolations } from './support/a11y.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { openSignedIn, registerViaApi } from './support/api.ts';
import { signIn, storedToken } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

/**
 * Two-factor sign-in (docs/decisions/047): set up on /profile with an authenticator app (its
 * codes made here, as the app would), then signing in asks for a code or a recovery code.
 */

/** The authenticator app: the code `steps` periods from now (each step is accepted once). */
function appCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
}

test('a jobseeker turns two-factor on, then signs in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, 'jobseeker', 'twofactor');
  await openSignedIn(page, account.token, '/profile');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // The QR code is drawn from the server's SVG; the key is there as text for typing in.
  const qr = section.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr.locator('svg')).toBeVisible();
  const secret = ((await section.locator('#two-factor-key').textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoViolations(page, 'two-factor set-up');

  // A wrong code is refused with the reason, beside the box.
  const codeBox = section.getByLabel('Authentication code');
  await codeBox.fill('000000');
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(section.getByText(MESSAGES.mfaCodeWrongTotp)).toBeVisible();
  await codeBox.fill(appCode(secret));
  await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await expectNoViolations(page, 'recovery codes');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('10 of 10 recovery codes left.')).toBeVisible();

  // Signing in now takes the password and then a code from the app.
  await signOut(page);
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await expectNoViolations(page, 'sign-in code step');
  await page.getByLabel('Authentication code').fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Without the phone: a recovery code, once.
  await signOut(page);
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/profile');
  await expect(
    page
      .getByRole('region', { name: 'Two-factor sign-in' })
      .getByText('9 of 10 recovery codes left.'),
  ).toBeVisible();

  // The spent code does not work a second time.
  await signOut(page);
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(MESSAGES.mfaCodeWrong)).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('an admin without two-factor is prompted on /admin after signing in, and may say not now', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/admin');
  // A standing notice read with the page, not a status announcement (docs/decisions/047).
  const prompt = page.getByRole('main').getByText('Protect your admin account').locator('..');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Set up now' })).toHaveAttribute(
    'href',
    '/two-factor',
  );
  await expectNoViolations(page, 'admin two-factor prompt');
  await prompt.getByRole('link', { name: 'Set up now' }).click();
  await expect(page.getByRole('heading', { name: 'Protect your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expectNoViolations(page, 'enrol screen');
  await page.getByRole('link', { name: 'Not now' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByText('Protect your admin account')).toHaveCount(0);
});
