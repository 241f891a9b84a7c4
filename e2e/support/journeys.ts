import { expect, type Locator, type Page } from '@playwright/test';
import type { TestUser } from './accounts.ts';

/** The header's navigation (desktop bar, or the burger menu's panel once opened). */
export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

export async function fillSignUpForm(page: Page, user: TestUser, confirmPassword = user.password) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirmPassword);
}

export async function signIn(page: Page, email: string, password: string, rememberMe = false) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** The logged-out header of spec section 2. */
export async function expectVisitorNav(page: Page) {
  const nav = mainNav(page);
  await expect(nav.getByRole('button', { name: 'How it Works' })).toBeVisible();
  for (const name of ['Pricing', 'Real Results', 'Find Jobs', 'Messages', 'Sign In']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'POST A JOB', exact: true })).toHaveAttribute(
    'href',
    '/role-selection',
  );
  await expect(nav.getByRole('link', { name: 'SIGN UP', exact: true })).toHaveAttribute(
    'href',
    '/role-selection',
  );
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

/** The greeting in the header (the closed burger menu holds a hidden copy). */
export function greetingOf(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).filter({ visible: true });
}

/** The links every signed-in role has, plus the Logout button. */
export async function expectSignedInBasics(page: Page, greeting: string) {
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  await expect(nav.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
  await expect(greetingOf(page, greeting)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'SIGN UP', exact: true })).toHaveCount(0);
}

/** Decodes the payload of the stored JWT (the test trusts the server that signed it). */
export function tokenPayload(token: string): { sub: string; role: string; exp: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** Opens a section of the admin console from its sidebar (a wide screen). */
export async function openAdminSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

/**
 * Waits until React has adopted a node of a page the server drew (docs/decisions/056): before
 * that, keys and typing reach the browser's own form, not the app's state.
 */
export async function waitForHydration(node: Locator): Promise<void> {
  await expect
    .poll(() =>
      node.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
}
