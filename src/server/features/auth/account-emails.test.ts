import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { authTokens, users } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import { createEmployer, createJobseeker, login, uniqueName } from '../../test/factories.ts';
import { lastMailTo, readOutbox, tokenFromMail } from '../../test/mail.ts';

let t: TestApp;
const api = client(() => t.app);
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://talentbridge.example.com' } });
});
afterAll(async () => {
  await t?.close();
});

const verify = (token: string) =>
  api.visitor.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
const profileOf = (token: string) => api.as(token).get('/api/profile');
const verificationMail = (email: string) =>
  lastMailTo(t.app, t.dataDir, email, /Confirm your e-mail/);
const resetMail = (email: string) =>
  lastMailTo(t.app, t.dataDir, email, /Reset your TalentBridge password/);

describe('e-mail verification', () => {
  it('registration sends a verification mail whose link, built from PUBLIC_URL, verifies once', async () => {
    const seeker = await createJobseeker(t.app);
    expect((await profileOf(seeker.token)).json().email_verified).toBe(false);
    const mail = await verificationMail(seeker.email);
    expect(mail?.text).toContain('https://talentbridge.example.com/verify-email?token=');
    expect(mail?.html).toContain('https://talentbridge.example.com/verify-email?token=');
    expect(mail?.text).toContain(`Hi ${seeker.username},`);
    const token = tokenFromMail(mail, '/verify-email');

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: MESSAGES.emailVerified });
    expect((await profileOf(seeker.token)).json().email_verified).toBe(true);
    const again = await verify(token);
    expect(again.json()).toEqual({ message: MESSAGES.alreadyVerified });
  });

  it.each([
    ['a missing token', '/api/auth/verify-email'],
    ['an empty token', '/api/auth/verify-email?token='],
    ['a forged token', '/api/auth/verify-email?token=forged-token-forged-token'],
  ])('refuses %s with the spec message', async (_label, url) => {
    const response = await api.visitor.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(MESSAGES.verificationTokenMissing);
  });

  it('refuses an expired link and says how to get a new one', async () => {
    const seeker = await createJobseeker(t.app);
    const token = tokenFromMail(await verificationMail(seeker.email), '/verify-email');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, seeker.id));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.verificationExpired);
    expect((await profileOf(seeker.token)).json().email_verified).toBe(false);
  });

  it('resend sends a fresh link and retires the old one', async () => {
    const seeker = await createEmployer(t.app);
    const old = tokenFromMail(await verificationMail(seeker.email), '/verify-email');
    const resend = await api.as(seeker).post('/api/auth/resend-verification');
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ message: MESSAGES.verificationSent });
    const fresh = tokenFromMail(await verificationMail(seeker.email), '/verify-email');
    expect(fresh).not.toBe(old);
    expect((await verify(old)).statusCode).toBe(400);
    expect((await verify(fresh)).statusCode).toBe(200);
    const done = await api.as(seeker).post('/api/auth/resend-verification');
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(MESSAGES.alreadyVerified);
  });

  it('limits resends per hour', async () => {
    const seeker = await createJobseeker(t.app);
    const send = () => api.as(seeker).post('/api/auth/resend-verification');
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(202);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MESSAGES.tooManyVerificationMails);
  });

  it('resend needs a login', async () => {
    expect((await api.visitor.post('/api/auth/resend-verification')).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const request = (url: string, email: unknown) => api.visitor.post(url, { email } as object);
  const reset = (payload: object) => api.visitor.post('/api/auth/reset-password', payload);

  it.each(['/api/auth/reset-password-request', '/api/auth/forgot-password'])(
    '%s answers the same for known and unknown addresses, and mails only the known one',
    async (url) => {
      const seeker = await createJobseeker(t.app);
      const unknown = `${uniqueName('ghost')}@example.com`;
      const known = await request(url, seeker.email.toUpperCase());
      const stranger = await request(url, unknown);
      expect(known.statusCode).toBe(200);
      expect(stranger.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: MESSAGES.resetRequestSent });
      expect(stranger.json()).toEqual(known.json());
      expect(await resetMail(seeker.email)).toBeDefined();
      expect((await readOutbox(t.app, t.dataDir)).some((m) => m.to.includes(unknown))).toBe(false);
    },
  );

  it('refuses a request without a valid e-mail with the spec message', async () => {
    const missing = await request('/api/auth/forgot-password', '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`email: ${MESSAGES.forgotPasswordEmailMissing}`);
  });

  it('the link sets a new password once, ends every session and verifies the address', async () => {
    const seeker = await createJobseeker(t.app);
    const otherSession = await login(t.app, seeker.email, seeker.password);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await request('/api/auth/forgot-password', seeker.email);
    const mail = await resetMail(seeker.email);
    expect(mail?.text).toContain('https://talentbridge.example.com/reset-password/confirm?token=');
    const token = tokenFromMail(mail, '/reset-password/confirm');

    // The confirm page sends the new password as `password` (spec section 7).
    const done = await reset({ token, password: 'Brand-New-Lantern-77' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.passwordResetDone });

    expect((await profileOf(seeker.token)).statusCode).toBe(401);
    expect((await profileOf(otherSession)).statusCode).toBe(401);
    const fresh = await login(t.app, seeker.email, 'Brand-New-Lantern-77');
    expect((await profileOf(fresh)).json().email_verified).toBe(true);
    const oldPassword = await api.visitor.post('/api/auth/login', {
      email: seeker.email,
      password: seeker.password,
    });
    expect(oldPassword.statusCode).toBe(401);

    const reused = await reset({ token, newPassword: 'Another-New-Lantern-88' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(MESSAGES.resetTokenMissing);
  });

  it('accepts newPassword as well', async () => {
    const seeker = await createEmployer(t.app);
    await request('/api/auth/reset-password-request', seeker.email);
    const token = tokenFromMail(await resetMail(seeker.email), '/reset-password/confirm');
    expect((await reset({ token, newPassword: 'Quiet-Harbour-Bells-5' })).statusCode).toBe(200);
    await login(t.app, seeker.email, 'Quiet-Harbour-Bells-5');
  });

  it('a refused password keeps the link usable', async () => {
    const seeker = await createJobseeker(t.app);
    await request('/api/auth/forgot-password', seeker.email);
    const token = tokenFromMail(await resetMail(seeker.email), '/reset-password/confirm');
    const weak = await reset({ token, password: 'password1234' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.passwordTooCommon);
    const short = await reset({ token, password: 'short' });
    expect(short.json().message).toBe(`password: ${MESSAGES.passwordTooShort}`);
    expect((await reset({ token, password: 'Velvet-Quay-Morning-31' })).statusCode).toBe(200);
  });

  it('refuses expired, forged and missing tokens', async () => {
    const seeker = await createJobseeker(t.app);
    await request('/api/auth/forgot-password', seeker.email);
    const token = tokenFromMail(await resetMail(seeker.email), '/reset-password/confirm');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          authTokens.tokenHash,
          (
            await t.database.db
              .select()
              .from(authTokens)
              .where(eq(authTokens.userId, seeker.id))
              .orderBy(authTokens.id)
          ).at(-1)?.tokenHash ?? '',
        ),
      );
    const expired = await reset({ token, password: 'Velvet-Quay-Morning-31' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MESSAGES.resetExpired);
    const forged = await reset({
      token: 'forged-forged-forged',
      password: 'Velvet-Quay-Morning-31',
    });
    expect(forged.json().message).toBe(MESSAGES.resetTokenMissing);
    const missing = await reset({ password: 'Velvet-Quay-Morning-31' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`token: ${MESSAGES.resetTokenMissing}`);
    const noPassword = await reset({ token });
    expect(noPassword.statusCode).toBe(400);
  });

  it('a blocked account gets no reset mail, with the same answer', async () => {
    const seeker = await createJobseeker(t.app);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, seeker.id));
    const response = await request('/api/auth/forgot-password', seeker.email);
    expect(response.json()).toEqual({ message: MESSAGES.resetRequestSent });
    expect(await resetMail(seeker.email)).toBeUndefined();
  });

  it('mails at most 3 links per address per hour, still answering the same', async () => {
    const seeker = await createJobseeker(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await request('/api/auth/forgot-password', seeker.email)).statusCode).toBe(200);
    }
    const mails = (await readOutbox(t.app, t.dataDir)).filter(
      (m) => m.to.includes(seeker.email) && /Reset/.test(m.subject),
    );
    expect(mails).toHaveLength(3);
  });
});
