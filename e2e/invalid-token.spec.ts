import { MESSAGES } from '../src/shared/messages.ts';
import { openSignedIn } from './support/api.ts';
import { expectVisitorNav, storedToken } from './support/journeys.ts';
import { expect, test } from './support/test.ts';

function fakeJwt(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

test('an undecodable token is removed with "Invalid token"', async ({ page }) => {
  await openSignedIn(page, 'not-a-jwt', '/');
  await expect(page.getByRole('alert')).toContainText(MESSAGES.invalidToken);
  expect(await storedToken(page)).toBeNull();
  await expectVisitorNav(page);
});

test('an expired token is removed and the person is asked to sign in', async ({ page }) => {
  const exp = Math.floor(Date.now() / 1000) - 60;
  await openSignedIn(page, fakeJwt({ sub: '1', role: 'employer', exp }), '/');
  await expect(page.getByRole('alert')).toContainText(MESSAGES.sessionInvalid);
  expect(await storedToken(page)).toBeNull();
  await expectVisitorNav(page);
});

test('a token the server refuses signs the person out', async ({ page }) => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  await openSignedIn(page, fakeJwt({ sub: '1', role: 'jobseeker', exp }), '/');
  await expect(page.getByRole('alert')).toContainText(MESSAGES.profileUnauthorized);
  expect(await storedToken(page)).toBeNull();
  await expectVisitorNav(page);
});
