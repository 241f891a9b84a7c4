import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { authTokens } from '../../db/schema.ts';
import { createAdmin, createJobseeker, login, type TestUser } from '../../test/factories.ts';
import { lastMailTo, tokenFromMail } from '../../test/mail.ts';
import { marketplace } from '../../test/marketplace.ts';

/**
 * Changing the e-mail address (docs/decisions/008, docs/security.md): a stolen session alone
 * must not be able to move the account to another address.
 */
const m = marketplace();
const { api } = m;

const put = (user: TestUser, payload: Record<string, unknown>) =>
  api.as(user).put('/api/profile', payload);
const profileOf = async (user: TestUser) => (await api.as(user).get('/api/profile')).json();
const post = (url: string, payload: Record<string, unknown>) =>
  api.visitor.post(`/api${url}`, payload);
const loginStatus = async (email: string, password: string) =>
  (await post('/auth/login', { email, password })).statusCode;

async function requestChange(user: TestUser, newEmail: string) {
  const response = await put(user, { email: newEmail, currentPassword: user.password });
  expect(response.statusCode, response.body).toBe(200);
  const confirm = await lastMailTo(m.app, m.dataDir, newEmail, /Confirm your new e-mail/);
  const notice = await lastMailTo(m.app, m.dataDir, user.email, /e-mail address is being changed/);
  return {
    confirmToken: tokenFromMail(confirm, '/email-change/confirm'),
    cancelToken: tokenFromMail(notice, '/email-change/cancel'),
    notice,
  };
}

describe('changing the e-mail address', () => {
  it('needs the current password: missing or wrong is a 400 naming the field, nothing changes', async () => {
    const seeker = await createJobseeker(m.app);
    const before = await profileOf(seeker);
    const missing = await put(seeker, { email: 'thief@example.com', timezone: 'Europe/Berlin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.currentPasswordRequired);
    const wrong = await put(seeker, { email: 'thief@example.com', currentPassword: 'guess-1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.currentPasswordWrong);
    expect(wrong.json().message).toMatch(/^currentPassword: /);
    expect(await profileOf(seeker)).toEqual(before);
    expect(await lastMailTo(m.app, m.dataDir, 'thief@example.com', /./)).toBeUndefined();
  });

  it('guessing the current password through a session meets the login lockout', async () => {
    const seeker = await createJobseeker(m.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await put(seeker, {
        email: 'thief@example.com',
        currentPassword: `guess-${i}-abcdef`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    // The lockout is the account's: its login is locked for the window too.
    expect(await loginStatus(seeker.email, seeker.password)).toBe(429);
    expect((await profileOf(seeker)).pending_email).toBeNull();
  });

  it('other fields never need the password, and the same address is no change', async () => {
    const seeker = await createJobseeker(m.app);
    const response = await put(seeker, { email: seeker.email, timezone: 'Asia/Manila' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: seeker.email, pending_email: null });
  });

  it('keeps the old address as the login until the new one is confirmed, and tells the old one', async () => {
    const seeker = await createJobseeker(m.app);
    const newEmail = `${seeker.username}.new@example.com`;
    const { confirmToken, notice } = await requestChange(seeker, newEmail);
    expect(notice?.text).toContain(newEmail);

    const pending = await profileOf(seeker);
    expect(pending).toMatchObject({ email: seeker.email, pending_email: newEmail });
    expect(await loginStatus(seeker.email, seeker.password)).toBe(200);
    expect(await loginStatus(newEmail, seeker.password)).toBe(401);
    // A reset asked for now goes to the old address, the only one proven.
    await post('/auth/reset-password-request', { email: newEmail });
    expect(await lastMailTo(m.app, m.dataDir, newEmail, /Reset your/)).toBeUndefined();

    const confirmed = await post('/auth/email-change/confirm', { token: confirmToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(MESSAGES.emailChangeConfirmed);
    expect(await profileOf(seeker)).toMatchObject({
      email: newEmail,
      pending_email: null,
      email_verified: true,
    });
    expect(await loginStatus(newEmail, seeker.password)).toBe(200);
    expect(await loginStatus(seeker.email, seeker.password)).toBe(401);
    // The link works once.
    const again = await post('/auth/email-change/confirm', { token: confirmToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.emailChangeTokenMissing);
  });

  it('the old address can cancel before confirmation: the confirmation link then fails', async () => {
    const seeker = await createJobseeker(m.app);
    const newEmail = `${seeker.username}.other@example.com`;
    const { confirmToken, cancelToken } = await requestChange(seeker, newEmail);
    const cancelled = await post('/auth/email-change/cancel', { token: cancelToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(MESSAGES.emailChangeCancelled);
    expect(await profileOf(seeker)).toMatchObject({ email: seeker.email, pending_email: null });
    const late = await post('/auth/email-change/confirm', { token: confirmToken });
    expect(late.statusCode).toBe(400);
    expect(await loginStatus(seeker.email, seeker.password)).toBe(200);
  });

  it('the old address can undo a confirmed change: address back, every session ended', async () => {
    const seeker = await createJobseeker(m.app);
    const newEmail = `${seeker.username}.taken@example.com`;
    const { confirmToken, cancelToken } = await requestChange(seeker, newEmail);
    expect((await post('/auth/email-change/confirm', { token: confirmToken })).statusCode).toBe(
      200,
    );
    const thiefToken = await login(m.app, newEmail, seeker.password);
    const undone = await post('/auth/email-change/cancel', { token: cancelToken });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toBe(MESSAGES.emailChangeReverted);
    for (const token of [seeker.token, thiefToken]) {
      const response = await api.as(token).get('/api/profile');
      expect(response.statusCode).toBe(401);
    }
    expect(await loginStatus(seeker.email, seeker.password)).toBe(200);
    expect(await loginStatus(newEmail, seeker.password)).toBe(401);
  });

  it('sending the current address again cancels a pending change from the profile', async () => {
    const seeker = await createJobseeker(m.app);
    const { confirmToken } = await requestChange(seeker, `${seeker.username}.x@example.com`);
    const response = await put(seeker, { email: seeker.email });
    expect(response.json()).toMatchObject({ email: seeker.email, pending_email: null });
    expect((await post('/auth/email-change/confirm', { token: confirmToken })).statusCode).toBe(
      400,
    );
  });

  it('a newer request replaces the older one: only the newest link confirms', async () => {
    const seeker = await createJobseeker(m.app);
    const first = await requestChange(seeker, `${seeker.username}.one@example.com`);
    const second = await requestChange(seeker, `${seeker.username}.two@example.com`);
    expect(
      (await post('/auth/email-change/confirm', { token: first.confirmToken })).statusCode,
    ).toBe(400);
    expect(
      (await post('/auth/email-change/confirm', { token: second.confirmToken })).statusCode,
    ).toBe(200);
    expect((await profileOf(seeker)).email).toBe(`${seeker.username}.two@example.com`);
  });

  it('reset links issued before an e-mail change or a password change stop working', async () => {
    const seeker = await createJobseeker(m.app);
    await post('/auth/reset-password-request', { email: seeker.email });
    const resetMail = await lastMailTo(m.app, m.dataDir, seeker.email, /Reset your/);
    const resetToken = tokenFromMail(resetMail, '/reset-password/confirm');
    const newEmail = `${seeker.username}.moved@example.com`;
    const { confirmToken } = await requestChange(seeker, newEmail);
    expect((await post('/auth/email-change/confirm', { token: confirmToken })).statusCode).toBe(
      200,
    );
    const reset = await post('/auth/reset-password', {
      token: resetToken,
      newPassword: 'Another-Quiet-River-77',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(MESSAGES.resetTokenMissing);

    // The same for a password change, here an admin's reset.
    await post('/auth/reset-password-request', { email: newEmail });
    const laterMail = await lastMailTo(m.app, m.dataDir, newEmail, /Reset your/);
    const laterToken = tokenFromMail(laterMail, '/reset-password/confirm');
    const admin = await createAdmin(m.app);
    const adminReset = await api.as(admin).post(`/api/admin/users/${seeker.id}/reset-password`, {
      newPassword: 'Admin-Chosen-Lantern-42',
    });
    expect(adminReset.statusCode, adminReset.body).toBeLessThan(300);
    const [unused] = await m.database.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.userId, seeker.id),
          eq(authTokens.purpose, 'reset_password'),
          isNull(authTokens.usedAt),
        ),
      );
    expect(unused).toBeUndefined();
    const late = await post('/auth/reset-password', {
      token: laterToken,
      newPassword: 'Another-Quiet-River-78',
    });
    expect(late.statusCode).toBe(400);
  });

  it('the links answer a clear 400 when missing, mangled or of another kind', async () => {
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(500) }, { token: 'nope' }]) {
      const response = await post('/auth/email-change/confirm', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(MESSAGES.emailChangeTokenMissing);
    }
    const seeker = await createJobseeker(m.app);
    const { confirmToken } = await requestChange(seeker, `${seeker.username}.k@example.com`);
    const wrongKind = await post('/auth/email-change/cancel', { token: confirmToken });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('a public profile never shows the pending address', async () => {
    const seeker = await createJobseeker(m.app);
    await requestChange(seeker, `${seeker.username}.hidden@example.com`);
    const viewer = await createJobseeker(m.app);
    const response = await api.as(viewer).get(`/api/users/${seeker.id}`);
    expect(response.json()).not.toHaveProperty('pending_email');
    expect(response.body).not.toContain('.hidden@');
  });
});
