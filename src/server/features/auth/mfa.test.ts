import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REMEMBER_ME_TTL_SECONDS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { auditLog, userMfa, users } from '../../db/schema.ts';
import { MATRIX } from '../../test/access-matrix.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import {
  createAdmin,
  createEmployer,
  createJobseeker,
  type TestUser,
} from '../../test/factories.ts';
import { lastMailTo } from '../../test/mail.ts';

/** Wrong codes allowed per account before the limit, kept small for the test. */
const WRONG_CODES = 3;

let t: TestApp;
const api = client(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ authLimits: { failedLoginsPerEmail: WRONG_CODES } });
});
afterAll(async () => t?.close());

/**
 * A code of the authenticator `steps` periods from now. Each account accepts a step once and
 * only later ones after it, so a story uses step 0, then step 1 (the server accepts one step of
 * drift either way).
 */
function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

type Enrolled = TestUser & { secret: string; recoveryCodes: string[] };

/** Sets up and confirms two-factor for the user, with the code of the current step. */
async function enrol(user: TestUser, app = api): Promise<Enrolled> {
  const setup = await app.as(user).post('/api/auth/mfa/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await app.as(user).post('/api/auth/mfa/enable', { code: codeFor(secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return {
    ...user,
    secret,
    recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

async function challenge(user: TestUser, rememberMe = false, app = api): Promise<string> {
  const login = await app.visitor.post('/api/auth/login', {
    email: user.email,
    password: user.password,
    rememberMe,
  });
  expect(login.statusCode, login.body).toBe(200);
  const body = login.json<{ mfaRequired: true; mfaToken: string; accessToken?: string }>();
  expect(body.mfaRequired).toBe(true);
  expect(body.accessToken).toBeUndefined();
  return body.mfaToken;
}

describe('setting up two-factor sign-in', () => {
  it('a jobseeker sets it up with a QR code and the secret as text, and confirms it with a code', async () => {
    const seeker = await createJobseeker(t.app);
    const before = await api.as(seeker).get('/api/auth/mfa');
    expect(before.json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      enrolment: 'optional',
    });

    const setup = await api.as(seeker).post('/api/auth/mfa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json<{
      secret: string;
      otpauthUri: string;
      qrSvg: string;
    }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/TalentBridge:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Not in force until confirmed: login still answers the spec's token.
    expect((await api.as(seeker).get('/api/auth/mfa')).json().enabled).toBe(false);
    const plain = await api.visitor.post('/api/auth/login', {
      email: seeker.email,
      password: seeker.password,
    });
    expect(Object.keys(plain.json())).toEqual(['accessToken']);

    const wrong = await api.as(seeker).post('/api/auth/mfa/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'code',
      message: `code: ${MESSAGES.mfaCodeWrongTotp}`,
    });

    const enabled = await api.as(seeker).post('/api/auth/mfa/enable', { code: codeFor(secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const after = await api.as(seeker).get('/api/auth/mfa');
    expect(after.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The secret is stored encrypted and never answered again.
    const [row] = await t.database.db.select().from(userMfa).where(eq(userMfa.userId, seeker.id));
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(JSON.stringify(after.json())).not.toContain(secret);
    const again = await api.as(seeker).post('/api/auth/mfa/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.mfaAlreadyEnabled);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'mfa.enable' and ${auditLog.actorId} = ${seeker.id}`);
    expect(entry?.targetId).toBe(String(seeker.id));
    const mail = await lastMailTo(t.app, t.dataDir, seeker.email, /Two-factor sign-in is on/);
    expect(mail?.text).toContain('recovery codes');
  });

  it('refuses to confirm before set-up, and refuses visitors', async () => {
    const employer = await createEmployer(t.app);
    const early = await api.as(employer).post('/api/auth/mfa/enable', { code: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(MESSAGES.mfaNotSetUp);
    const blank = await api.as(employer).post('/api/auth/mfa/enable', { code: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(`code: ${MESSAGES.mfaCodeRequired}`);
    expect((await api.visitor.post('/api/auth/mfa/setup')).statusCode).toBe(401);
    expect((await api.visitor.get('/api/auth/mfa')).statusCode).toBe(401);
  });
});

describe('signing in with two-factor on', () => {
  it('login answers a challenge; the code finishes it; the same code is not accepted twice', async () => {
    const seeker = await enrol(await createJobseeker(t.app));
    // The code that confirmed set-up is spent: replaying it at sign-in is refused.
    const replayed = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken: await challenge(seeker),
      code: codeFor(seeker.secret),
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({
      field: 'code',
      message: `code: ${MESSAGES.mfaCodeWrong}`,
    });

    const mfaToken = await challenge(seeker);
    const next = codeFor(seeker.secret, 1);
    const verified = await api.visitor.post('/api/auth/mfa/verify', { mfaToken, code: next });
    expect(verified.statusCode, verified.body).toBe(200);
    const { accessToken } = verified.json<{ accessToken: string }>();
    const profile = await api.as(accessToken).get('/api/profile');
    expect(profile.json().id).toBe(seeker.id);
    // Account activity lists the sign-in once the code completed it, not at the password step
    // (docs/decisions/048): two challenges were answered, one sign-in happened.
    const activity = await api.as(accessToken).get('/api/profile/activity');
    const signIns = activity
      .json<{ data: { kind: string; what: string; is_current: boolean }[] }>()
      .data.filter((item) => item.kind === 'sign_in');
    expect(signIns.map(({ what, is_current }) => ({ what, is_current }))).toEqual([
      { what: 'Signed in with your password and a two-factor code', is_current: true },
      { what: 'Created the account and signed in', is_current: false },
    ]);

    const again = await api.visitor.post('/api/auth/mfa/verify', { mfaToken, code: next });
    expect(again.statusCode).toBe(400);
  });

  it('keeps "remember me" through the code step', async () => {
    const seeker = await enrol(await createJobseeker(t.app));
    const mfaToken = await challenge(seeker, true);
    const verified = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken,
      code: codeFor(seeker.secret, 1),
    });
    const claims = await t.app.services.auth.authenticate(verified.json().accessToken);
    const ttl = (claims.claims.expiresAt.getTime() - claims.claims.issuedAt.getTime()) / 1000;
    expect(ttl).toBe(REMEMBER_ME_TTL_SECONDS);
  });

  it('a recovery code works once, the mail says so, and the count goes down', async () => {
    const seeker = await enrol(await createJobseeker(t.app));
    const code = seeker.recoveryCodes[3] as string;
    // Typed in capitals with spaces: still the code.
    const first = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken: await challenge(seeker),
      code: ` ${code.toUpperCase().replace('-', ' ')} `,
    });
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json<{ accessToken: string }>().accessToken;
    expect((await api.as(session).get('/api/auth/mfa')).json().recoveryCodesLeft).toBe(9);
    const mail = await lastMailTo(t.app, t.dataDir, seeker.email, /recovery code was used/);
    expect(mail?.text).toContain('9 are left');

    const second = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken: await challenge(seeker),
      code,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(`code: ${MESSAGES.mfaCodeWrong}`);
  });

  it('the challenge is not a session, and a session is not a challenge', async () => {
    const seeker = await enrol(await createJobseeker(t.app));
    const mfaToken = await challenge(seeker);
    const asBearer = await api.as(mfaToken).get('/api/profile');
    expect(asBearer.statusCode).toBe(401);
    const sessionAsChallenge = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken: seeker.token,
      code: codeFor(seeker.secret, 1),
    });
    expect(sessionAsChallenge.statusCode).toBe(401);
    expect(sessionAsChallenge.json().message).toBe(MESSAGES.mfaTokenInvalid);
  });

  it('an expired challenge, or one from before a password reset, is refused', async () => {
    const seeker = await enrol(await createJobseeker(t.app));
    const sixMinutesAgo = Date.now() - 6 * 60 * 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(sixMinutesAgo);
    const expired = await t.app.services.mfa.createChallenge({
      userId: seeker.id,
      sessionVersion: 0,
      rememberMe: false,
    });
    clock.mockRestore();
    const late = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken: expired,
      code: codeFor(seeker.secret, 1),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(MESSAGES.mfaTokenInvalid);

    const mfaToken = await challenge(seeker);
    await t.database.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, seeker.id));
    const stale = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken,
      code: codeFor(seeker.secret, 1),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(MESSAGES.mfaTokenInvalid);
  });

  it('wrong codes are rate limited like passwords: then even the right code waits', async () => {
    const seeker = await enrol(await createJobseeker(t.app));
    const mfaToken = await challenge(seeker);
    for (let i = 0; i < WRONG_CODES; i++) {
      const wrong = await api.visitor.post('/api/auth/mfa/verify', { mfaToken, code: '000000' });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken,
      code: codeFor(seeker.secret, 1),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.tooManyMfaAttempts);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a malformed verify body with a clear 400', async () => {
    const missing = await api.visitor.post('/api/auth/mfa/verify', { code: '123456' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`mfaToken: ${MESSAGES.mfaTokenInvalid}`);
    const garbage = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken: 'not-a-token',
      code: '123456',
    });
    expect(garbage.statusCode).toBe(401);
  });
});

describe('turning two-factor off and new recovery codes', () => {
  it('needs the password and a code; then login answers the spec token again', async () => {
    const seeker = await enrol(await createJobseeker(t.app));
    const noPassword = await api.as(seeker).post('/api/auth/mfa/disable', { code: '123456' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(`password: ${MESSAGES.mfaPasswordRequired}`);
    const wrongPassword = await api.as(seeker).post('/api/auth/mfa/disable', {
      password: 'Not-The-Password-1',
      code: seeker.recoveryCodes[0],
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ field: 'password' });
    const wrongCode = await api.as(seeker).post('/api/auth/mfa/disable', {
      password: seeker.password,
      code: 'aaaaa-bbbbb',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ field: 'code' });
    expect((await api.as(seeker).get('/api/auth/mfa')).json().enabled).toBe(true);

    const off = await api.as(seeker).post('/api/auth/mfa/disable', {
      password: seeker.password,
      code: seeker.recoveryCodes[0],
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await api.as(seeker).get('/api/auth/mfa')).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const login = await api.visitor.post('/api/auth/login', {
      email: seeker.email,
      password: seeker.password,
    });
    expect(Object.keys(login.json())).toEqual(['accessToken']);
    const twice = await api.as(seeker).post('/api/auth/mfa/disable', {
      password: seeker.password,
      code: seeker.recoveryCodes[1],
    });
    expect(twice.statusCode).toBe(409);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'mfa.disable' and ${auditLog.actorId} = ${seeker.id}`);
    expect(entry).toBeDefined();
    expect(await lastMailTo(t.app, t.dataDir, seeker.email, /is off/)).toBeDefined();
  });

  it('new recovery codes need a code and replace the old ones', async () => {
    const seeker = await enrol(await createJobseeker(t.app));
    const refused = await api.as(seeker).post('/api/auth/mfa/recovery-codes', { code: '000000' });
    expect(refused.statusCode).toBe(400);
    const renewed = await api
      .as(seeker)
      .post('/api/auth/mfa/recovery-codes', { code: codeFor(seeker.secret, 1) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken: await challenge(seeker),
      code: seeker.recoveryCodes[0],
    });
    expect(old.statusCode).toBe(400);
    const current = await api.visitor.post('/api/auth/mfa/verify', {
      mfaToken: await challenge(seeker),
      code: fresh[0],
    });
    expect(current.statusCode).toBe(200);
  });
});

describe('admins and ADMIN_MFA', () => {
  it('by default an admin is prompted but not refused', async () => {
    const admin = await createAdmin(t.app);
    expect((await api.as(admin).get('/api/auth/mfa')).json().enrolment).toBe('prompted');
    expect((await api.as(admin).get('/api/admin/audit-log')).statusCode).toBe(200);
  });

  it('with ADMIN_MFA=required an admin enrols before anything else', async () => {
    const strict = await createTestApp({ config: { adminMfa: 'required' } });
    const strictApi = client(strict.app);
    try {
      const admin = await createAdmin(strict.app);
      const refused = await strictApi.as(admin).get('/api/admin/audit-log');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'MFA_ENROLMENT_REQUIRED',
        message: MESSAGES.mfaEnrolmentRequired,
      });
      expect((await strictApi.as(admin).get('/api/profile')).statusCode).toBe(403);
      const status = await strictApi.as(admin).get('/api/auth/mfa');
      expect(status.json()).toMatchObject({ enabled: false, enrolment: 'required' });

      const enrolled = await enrol(admin, strictApi);
      expect((await strictApi.as(admin).get('/api/admin/audit-log')).statusCode).toBe(200);
      const mfaToken = await challenge(enrolled, false, strictApi);
      const verified = await strictApi.visitor.post('/api/auth/mfa/verify', {
        mfaToken,
        code: codeFor(enrolled.secret, 1),
      });
      expect(verified.statusCode).toBe(200);
      const session = verified.json<{ accessToken: string }>().accessToken;
      expect((await strictApi.as(session).get('/api/admin/audit-log')).statusCode).toBe(200);
      const keep = await strictApi.as(session).post('/api/auth/mfa/disable', {
        password: enrolled.password,
        code: enrolled.recoveryCodes[0],
      });
      expect(keep.statusCode).toBe(403);
      expect(keep.json().message).toBe(MESSAGES.mfaRequiredForAdmins);
      expect((await strictApi.as(session).post('/api/auth/logout')).statusCode).toBe(204);

      // Every other call an admin may make is refused until then (the access matrix's rows).
      const other = await createAdmin(strict.app);
      const open = new Set([
        'GET /api/auth/mfa',
        'POST /api/auth/mfa/setup',
        'POST /api/auth/mfa/enable',
        'POST /api/auth/logout',
      ]);
      const adminRows = MATRIX.filter(
        ({ access }) =>
          access === 'user' ||
          access === 'admin' ||
          (Array.isArray(access) && access.includes('admin')),
      );
      expect(adminRows.length).toBeGreaterThan(30);
      for (const row of adminRows.filter((r) => !open.has(`${r.method} ${r.url}`))) {
        const response = await strict.app.inject({
          method: row.method as 'GET',
          url: row.url,
          headers: { authorization: `Bearer ${other.token}` },
        });
        expect(response.statusCode, `${row.method} ${row.url}`).toBe(403);
        expect(response.json().code).toBe('MFA_ENROLMENT_REQUIRED');
      }

      // Other roles are not concerned.
      const seeker = await createJobseeker(strict.app);
      expect((await strictApi.as(seeker).get('/api/profile')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
