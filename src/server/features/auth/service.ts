import { eq, lt } from 'drizzle-orm';
import { REMEMBER_ME_TTL_SECONDS, SESSION_TTL_SECONDS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Role } from '../../../shared/roles.ts';
import {
  emailSchema,
  type LoginInput,
  type RegisterInput,
  usernameSchema,
} from '../../../shared/schemas/auth.ts';
import type { Database } from '../../db/client.ts';
import { revokedTokens } from '../../db/schema.ts';
import {
  badRequest,
  conflict,
  forbidden,
  invalidField,
  tooManyRequests,
  unauthorized,
} from '../../errors.ts';
import type { BackgroundTasks } from '../../infra/background.ts';
import type { Limiters } from '../../infra/limiters.ts';
import type { RealtimeHub } from '../../infra/realtime-hub.ts';
import type { AuditService } from '../audit/service.ts';
import type { SessionUser } from '../profiles/accounts.ts';
import type { ProfilesService } from '../profiles/service.ts';
import type { TrustService, TrustSignals } from '../trust/service.ts';
import type { AccountEmails, TwoFactorEvent } from './account-emails.ts';
import type { MfaService } from './mfa.ts';
import {
  assertAcceptablePassword,
  getDecoyHash,
  hashPassword,
  verifyPassword,
} from './passwords.ts';
import type { AccessClaims, TokenSigner } from './tokens.ts';

/** Rate limits of decisions.md ("Accounts and sessions"); tests may loosen them. */
export type AuthLimits = {
  failedLoginsPerEmail: number;
  failedLoginsPerIp: number;
  failedLoginWindowSeconds: number;
  registrationsPerIp: number;
  registrationWindowSeconds: number;
  verificationMailsPerHour: number;
  resetMailsPerEmail: number;
  resetRequestsPerIp: number;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  failedLoginsPerEmail: 5,
  failedLoginsPerIp: 20,
  failedLoginWindowSeconds: 15 * 60,
  registrationsPerIp: 20,
  registrationWindowSeconds: 60 * 60,
  verificationMailsPerHour: 5,
  resetMailsPerEmail: 3,
  resetRequestsPerIp: 20,
};

/** Where a request came from (features/trust/signals.ts reads it from the request). */
export type ClientMeta = TrustSignals;

export type Session = { user: SessionUser; claims: AccessClaims };

/**
 * What POST /auth/login answers: the spec's session, or, for an account with two-factor on, the
 * challenge that POST /auth/mfa/verify turns into a session with a code (docs/decisions/047).
 */
export type LoginResult = { accessToken: string } | { mfaRequired: true; mfaToken: string };

export function createAuthService(deps: {
  db: Database;
  profiles: ProfilesService;
  signer: TokenSigner;
  /** Where the limits below keep their counts: memory, or Redis (infra/limiters.ts). */
  limiters: Limiters;
  limits: AuthLimits;
  accountEmails: AccountEmails;
  background: BackgroundTasks;
  log: { error(obj: object, msg: string): void };
  /** Ends live sockets when sessions end (docs/decisions/016); absent in scripts. */
  realtime?: RealtimeHub;
  /** Blocked countries and the risk score (docs/decisions/018); absent in scripts. */
  trust?: TrustService;
  /** Two-factor sign-in (docs/decisions/047). */
  mfa: MfaService;
  /** Two-factor changes are recorded (docs/decisions/047); absent in scripts. */
  audit?: AuditService;
}) {
  const { db, profiles, signer, limiters, limits, accountEmails, background, log, mfa } = deps;
  const registrationsByIp = limiters(
    'register-ip',
    limits.registrationsPerIp,
    limits.registrationWindowSeconds,
  );
  const failedLoginsByEmail = limiters(
    'login-fail-email',
    limits.failedLoginsPerEmail,
    limits.failedLoginWindowSeconds,
  );
  const failedLoginsByIp = limiters(
    'login-fail-ip',
    limits.failedLoginsPerIp,
    limits.failedLoginWindowSeconds,
  );
  const verificationMailsByUser = limiters(
    'verify-resend-user',
    limits.verificationMailsPerHour,
    60 * 60,
  );
  const resetMailsByEmail = limiters('reset-email', limits.resetMailsPerEmail, 60 * 60);
  const resetRequestsByIp = limiters('reset-ip', limits.resetRequestsPerIp, 60 * 60);

  /** The risk score is for admins to read; failing to compute it must not fail a login. */
  async function assessRisk(
    userId: number,
    meta: ClientMeta,
    known?: Parameters<TrustService['assess']>[2],
  ) {
    await deps.trust
      ?.assess(userId, meta, known)
      .catch((error: unknown) => log.error({ err: error, userId }, 'risk assessment failed'));
  }

  /**
   * Signs a session for the user as read before the password was checked: a reset that lands in
   * between raised the version, so the token is born revoked (docs/decisions/002).
   */
  async function issueToken(
    user: { id: number; role: Role; sessionVersion: number },
    rememberMe: boolean,
  ) {
    const ttlSeconds = rememberMe ? REMEMBER_ME_TTL_SECONDS : SESSION_TTL_SECONDS;
    const { token } = await signer.sign({
      userId: user.id,
      role: user.role,
      sessionVersion: user.sessionVersion,
      ttlSeconds,
    });
    return token;
  }

  /**
   * Where every sign-in that ends in a session is completed: after the password (no two-factor)
   * or after the code (POST /auth/mfa/verify). Records the login and its risk, then issues the
   * token. A sign-in history is recorded here too.
   */
  async function completeSignIn(
    user: { id: number; role: Role; sessionVersion: number },
    rememberMe: boolean,
    meta: ClientMeta,
  ): Promise<string> {
    await profiles.recordLogin(user.id, meta);
    await assessRisk(user.id, meta);
    return issueToken(user, rememberMe);
  }

  /** Security mail never fails the action it reports; a failure is logged. */
  function mailTwoFactorNotice(
    user: { id: number; username: string; email: string },
    event: TwoFactorEvent,
    left?: number,
  ) {
    background.run(`two-factor ${event} mail`, () =>
      accountEmails.sendTwoFactorNotice(user, event, left),
    );
  }

  async function recordMfaChange(
    user: { id: number; username: string },
    action: string,
    ip: string,
    details?: unknown,
  ) {
    await deps.audit
      ?.record({
        actor: { id: user.id, username: user.username },
        action,
        targetType: 'user',
        targetId: user.id,
        details,
        ip,
      })
      .catch((error: unknown) => log.error({ err: error, action }, 'audit log write failed'));
  }

  async function confirmPassword(
    user: { email: string; passwordHash: string },
    password: string,
  ): Promise<boolean> {
    const byEmail = await failedLoginsByEmail.take(user.email);
    if (!byEmail.allowed) {
      throw tooManyRequests(MESSAGES.tooManyLoginAttempts, byEmail.retryAfterSeconds);
    }
    if (!(await verifyPassword(user.passwordHash, password))) return false;
    await failedLoginsByEmail.clear(user.email);
    return true;
  }

  /** The signed-in user with what the two-factor calls need (password hash, address). */
  async function currentUser(userId: number) {
    const user = await profiles.findById(userId);
    if (!user) throw unauthorized(MESSAGES.sessionInvalid);
    return user;
  }

  /** A code of the enabled account, or a 400 about `code`. */
  async function requireCode(userId: number, code: string) {
    const check = await mfa.checkCode(userId, code);
    if (!check) throw invalidField('code', MESSAGES.mfaCodeWrong);
    return check;
  }

  return {
    async register(input: RegisterInput, meta: ClientMeta): Promise<string> {
      const attempt = await registrationsByIp.take(meta.ip);
      if (!attempt.allowed) {
        throw tooManyRequests(MESSAGES.tooManyRegistrations, attempt.retryAfterSeconds);
      }
      // A blocked country answers 403 before anything else is looked at (decisions.md).
      const screened = await deps.trust?.screenRegistration(meta);
      assertAcceptablePassword(input.password, input);
      const user = await profiles.createUser({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        registrationIp: meta.ip,
        registrationFingerprint: meta.fingerprint,
      });
      await assessRisk(user.id, meta, screened);
      // The account exists whatever happens to the mail; a failure is logged and the person can
      // ask for a new link from the banner.
      await accountEmails
        .sendVerification(user)
        .catch((error: unknown) =>
          log.error({ err: error, userId: user.id }, 'verification mail failed'),
        );
      return issueToken(user, false);
    },

    async login(
      input: LoginInput & { rememberMe: boolean },
      meta: ClientMeta,
    ): Promise<LoginResult> {
      // Every attempt takes its place in both limits before the password is checked, each in
      // one atomic step, so simultaneous guesses cannot all slip under the limit together
      // (docs/decisions/003). The e-mail goes first: while it is locked, nothing else is
      // counted or checked, not even a decoy hash.
      const byEmail = await failedLoginsByEmail.take(input.email);
      if (!byEmail.allowed) {
        throw tooManyRequests(MESSAGES.tooManyLoginAttempts, byEmail.retryAfterSeconds);
      }
      const byIp = await failedLoginsByIp.take(meta.ip);
      if (!byIp.allowed) {
        // Not checked, so not a failure of this e-mail.
        await byEmail.giveBack();
        throw tooManyRequests(MESSAGES.tooManyLoginAttempts, byIp.retryAfterSeconds);
      }
      const user = await profiles.findByEmail(input.email);
      const isValid = await verifyPassword(
        user?.passwordHash ?? (await getDecoyHash()),
        input.password,
      );
      // A failure keeps both points it took.
      if (!user || !isValid) throw unauthorized(MESSAGES.invalidCredentials);
      // The right password is not a failure: only failures count toward the lockout.
      if (user.isBlocked) {
        await Promise.all([byEmail.giveBack(), byIp.giveBack()]);
        // Told only to someone who knows the password, so it reveals nothing to a stranger.
        throw forbidden(MESSAGES.accountBlocked, { code: 'ACCOUNT_BLOCKED' });
      }
      // A success clears the e-mail's failures (decisions/003) and returns the IP's point.
      await Promise.all([failedLoginsByEmail.clear(input.email), byIp.giveBack()]);
      // Two-factor on: the password was right, the session waits for a code (decisions/047).
      if (await mfa.isEnabled(user.id)) {
        const mfaToken = await mfa.createChallenge({
          userId: user.id,
          sessionVersion: user.sessionVersion,
          rememberMe: input.rememberMe,
        });
        return { mfaRequired: true, mfaToken };
      }
      return { accessToken: await completeSignIn(user, input.rememberMe, meta) };
    },

    /**
     * POST /auth/mfa/verify: the second step of a sign-in with two-factor on. The challenge must
     * be unexpired and of the account's current session version; the code is an authenticator
     * code (once per 30-second step) or an unused recovery code (once). Wrong codes count toward
     * the account's limit and the IP's failed-login limit (docs/decisions/003, 047).
     */
    async verifyMfa(mfaToken: string, code: string, meta: ClientMeta): Promise<string> {
      const challenge = await mfa.readChallenge(mfaToken);
      const byIp = await failedLoginsByIp.take(meta.ip);
      if (!byIp.allowed) {
        throw tooManyRequests(MESSAGES.tooManyLoginAttempts, byIp.retryAfterSeconds);
      }
      const user = await profiles.findById(challenge.userId);
      // A password reset or an admin's reset since the password step ends the challenge too.
      if (!user || user.sessionVersion !== challenge.sessionVersion) {
        await byIp.giveBack();
        throw unauthorized(MESSAGES.mfaTokenInvalid);
      }
      if (user.isBlocked) {
        await byIp.giveBack();
        throw forbidden(MESSAGES.accountBlocked, { code: 'ACCOUNT_BLOCKED' });
      }
      const check = await requireCode(user.id, code);
      await byIp.giveBack();
      if (check.kind === 'recovery') mailTwoFactorNotice(user, 'recovery_code_used', check.left);
      return completeSignIn(user, challenge.rememberMe, meta);
    },

    /** GET /auth/mfa */
    async mfaStatus(userId: number) {
      return mfa.status(await currentUser(userId));
    },

    /** POST /auth/mfa/setup */
    async mfaSetup(userId: number) {
      return mfa.setup(await currentUser(userId));
    },

    /** POST /auth/mfa/enable: answers the ten recovery codes, shown this once. */
    async mfaEnable(userId: number, code: string, ip: string): Promise<string[]> {
      const user = await currentUser(userId);
      const recoveryCodes = await mfa.enable(user, code);
      await recordMfaChange(user, 'mfa.enable', ip);
      mailTwoFactorNotice(user, 'enabled');
      return recoveryCodes;
    },

    /**
     * POST /auth/mfa/disable: the password and a code, so neither a stolen session nor a stolen
     * phone alone can turn it off. Wrong passwords count toward the address's login lockout.
     */
    async mfaDisable(userId: number, password: string, code: string, ip: string) {
      const user = await currentUser(userId);
      if (!(await mfa.isEnabled(user.id))) throw conflict(MESSAGES.mfaNotEnabled);
      // ADMIN_MFA=required: turning it off would only lock the admin out of everything else.
      if (mfa.enrolmentFor(user.role) === 'required') {
        throw forbidden(MESSAGES.mfaRequiredForAdmins);
      }
      if (!(await confirmPassword(user, password))) {
        throw invalidField('password', MESSAGES.mfaPasswordWrong);
      }
      await requireCode(user.id, code);
      await mfa.disable(user.id);
      await recordMfaChange(user, 'mfa.disable', ip);
      mailTwoFactorNotice(user, 'disabled');
    },

    /** POST /auth/mfa/recovery-codes: ten new codes with a code; the old ones stop working. */
    async mfaRegenerateRecoveryCodes(userId: number, code: string, ip: string) {
      const user = await currentUser(userId);
      if (!(await mfa.isEnabled(user.id))) throw conflict(MESSAGES.mfaNotEnabled);
      await requireCode(user.id, code);
      const recoveryCodes = await mfa.regenerateRecoveryCodes(user.id);
      await recordMfaChange(user, 'mfa.recovery_codes.regenerate', ip);
      return recoveryCodes;
    },

    /**
     * Checks a signed-in person's password before a sensitive change (a new e-mail address,
     * docs/decisions/008). Guesses count toward the same per-address lockout as logins, so a
     * stolen session cannot be used to find the password.
     */
    confirmPassword,

    /** Revokes the token for real: it is refused from now until it would have expired. */
    async logout(claims: AccessClaims): Promise<void> {
      await db
        .insert(revokedTokens)
        .values({ jti: claims.jti, expiresAt: claims.expiresAt })
        .onConflictDoNothing();
      await deps.realtime?.disconnectSession(claims.jti);
      // Rows past their expiry protect nothing any more; the index makes this cheap.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    },

    /**
     * Checks a bearer token on every request and socket (decisions.md): signed by us, not
     * expired, not revoked, of the user's current session version (a password reset, an admin
     * reset or a block raises it), for a user who still exists and is not blocked. Throws 401
     * or 403.
     */
    async authenticate(token: string): Promise<Session> {
      const claims = await signer.verify(token);
      if (!claims) throw unauthorized(MESSAGES.sessionInvalid);
      const [user, revoked] = await Promise.all([
        profiles.findSessionUser(claims.userId),
        db
          .select({ jti: revokedTokens.jti })
          .from(revokedTokens)
          .where(eq(revokedTokens.jti, claims.jti))
          .limit(1),
      ]);
      if (!user || revoked.length > 0) throw unauthorized(MESSAGES.sessionInvalid);
      if (user.isBlocked) throw forbidden(MESSAGES.accountBlocked, { code: 'ACCOUNT_BLOCKED' });
      if (claims.sessionVersion !== user.sessionVersion) {
        throw unauthorized(MESSAGES.sessionInvalid);
      }
      // Revocations written before session versions existed (whole seconds, docs/decisions/002).
      if (user.tokensValidAfter && claims.issuedAt < user.tokensValidAfter) {
        throw unauthorized(MESSAGES.sessionInvalid);
      }
      return { user, claims };
    },

    /**
     * Creates an admin, or sets the password of an existing admin with that e-mail (the way to
     * recover a lost admin password). Refuses to turn an existing non-admin into an admin. Admins
     * are created e-mail-verified: whoever runs the command controls the address.
     */
    async upsertAdmin(input: { email: string; password: string; username?: string }) {
      const email = emailSchema.safeParse(input.email);
      if (!email.success) throw badRequest(MESSAGES.emailInvalid);
      assertAcceptablePassword(input.password);
      const existing = await profiles.findByEmail(email.data);
      if (existing && existing.role !== 'admin') {
        throw conflict(`${email.data} belongs to a ${existing.role} account, not an admin.`);
      }
      if (existing) {
        await profiles.setPassword(existing.id, await hashPassword(input.password), true);
        return { id: existing.id, username: existing.username, created: false };
      }
      let username: string;
      if (input.username !== undefined) {
        const parsed = usernameSchema.safeParse(input.username);
        if (!parsed.success) throw badRequest(MESSAGES.usernameInvalid);
        username = parsed.data;
      } else {
        // Derived from the address: "ops.lead@…" becomes "ops.lead", "ops.lead2" if taken.
        const base = (email.data.split('@')[0] ?? 'admin')
          .replace(/[^A-Za-z0-9_.-]/g, '')
          .slice(0, 24)
          .padEnd(3, '_');
        username = base;
        for (let n = 2; await profiles.isUsernameTaken(username); n++) username = `${base}${n}`;
      }
      const user = await profiles.createUser({
        username,
        email: email.data,
        passwordHash: await hashPassword(input.password),
        role: 'admin',
        emailVerifiedAt: new Date(),
      });
      return { id: user.id, username: user.username, created: true };
    },

    /** GET /auth/verify-email: consumes the link and marks the address verified. */
    async verifyEmail(token: string): Promise<string> {
      const result = await accountEmails.consume(token, 'verify_email');
      if (result.status === 'invalid') throw badRequest(MESSAGES.verificationTokenMissing);
      if (result.status === 'expired') throw badRequest(MESSAGES.verificationExpired);
      if (result.status === 'used') {
        const user = await profiles.findById(result.userId);
        if (user?.emailVerifiedAt) return MESSAGES.alreadyVerified;
        throw badRequest(MESSAGES.verificationTokenMissing);
      }
      await profiles.markEmailVerified(result.userId);
      return MESSAGES.emailVerified;
    },

    /** POST /auth/email-change/confirm (docs/decisions/008). */
    async confirmEmailChange(token: string): Promise<string> {
      const result = await accountEmails.consume(token, 'confirm_email_change');
      if (result.status === 'expired') throw badRequest(MESSAGES.emailChangeExpired);
      if (result.status !== 'ok' || !result.email) {
        throw badRequest(MESSAGES.emailChangeTokenMissing);
      }
      // A later change or a cancel replaced the address this link was for.
      if ((await profiles.confirmEmailChange(result.userId, result.email)) === 'stale') {
        throw badRequest(MESSAGES.emailChangeTokenMissing);
      }
      return MESSAGES.emailChangeConfirmed;
    },

    /** POST /auth/email-change/cancel, from the mail to the old address (docs/decisions/008). */
    async cancelEmailChange(token: string): Promise<string> {
      const result = await accountEmails.consume(token, 'cancel_email_change');
      if (result.status === 'expired') throw badRequest(MESSAGES.emailChangeExpired);
      if (result.status !== 'ok' || !result.email) {
        throw badRequest(MESSAGES.emailChangeTokenMissing);
      }
      const outcome = await profiles.cancelEmailChange(result.userId, result.email);
      if (outcome === 'cancelled') return MESSAGES.emailChangeCancelled;
      await deps.realtime?.disconnectUser(result.userId);
      return MESSAGES.emailChangeReverted;
    },

    /** POST /auth/resend-verification for the logged-in user. */
    async resendVerification(userId: number): Promise<string> {
      const user = await profiles.findById(userId);
      if (!user) throw unauthorized(MESSAGES.sessionInvalid);
      if (user.emailVerifiedAt) throw conflict(MESSAGES.alreadyVerified);
      const attempt = await verificationMailsByUser.take(String(userId));
      if (!attempt.allowed) {
        throw tooManyRequests(MESSAGES.tooManyVerificationMails, attempt.retryAfterSeconds);
      }
      await accountEmails.sendVerification(user);
      return MESSAGES.verificationSent;
    },

    /**
     * POST /auth/reset-password-request and /auth/forgot-password. The answer is the same for
     * every address and comes before any mail is sent, so neither its words nor its timing tell
     * whether an account exists. Over the per-address or per-IP limit, nothing more is sent.
     */
    async requestPasswordReset(email: string, meta: ClientMeta): Promise<string> {
      const [byEmail, byIp] = await Promise.all([
        resetMailsByEmail.take(email),
        resetRequestsByIp.take(meta.ip),
      ]);
      if (byEmail.allowed && byIp.allowed) {
        background.run('password reset mail', async () => {
          const user = await profiles.findByEmail(email);
          if (user && !user.isBlocked) await accountEmails.sendPasswordReset(user);
        });
      }
      return MESSAGES.resetRequestSent;
    },

    /** POST /auth/reset-password: sets the new password and ends every existing session. */
    async resetPassword(token: string, newPassword: string): Promise<string> {
      const result = await accountEmails.consume(token, 'reset_password');
      if (result.status === 'invalid' || result.status === 'used') {
        throw badRequest(MESSAGES.resetTokenMissing);
      }
      if (result.status === 'expired') throw badRequest(MESSAGES.resetExpired);
      const user = await profiles.findById(result.userId);
      if (!user) throw badRequest(MESSAGES.resetTokenMissing);
      try {
        assertAcceptablePassword(newPassword, user);
      } catch (error) {
        // The link was spent on a refused password: give it back so the person can try again.
        await accountEmails.release(token);
        throw error;
      }
      await profiles.setPassword(user.id, await hashPassword(newPassword), true);
      // Every existing session just ended: so do its sockets.
      await deps.realtime?.disconnectUser(user.id);
      // Following the link proved control of the address.
      if (!user.emailVerifiedAt) await profiles.markEmailVerified(user.id);
      return MESSAGES.passwordResetDone;
    },

    async hasAccount(email: string): Promise<boolean> {
      return (await profiles.findByEmail(email)) !== undefined;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
