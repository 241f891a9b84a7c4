import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
  randomUUID,
} from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { MESSAGES } from '../../../shared/messages.ts';
import type { MfaEnrolment, MfaSetupReply, MfaStatus } from '../../../shared/schemas/mfa.ts';
import type { Database } from '../../db/client.ts';
import { mfaRecoveryCodes, userMfa } from '../../db/schema.ts';
import { badRequest, conflict, invalidField, tooManyRequests, unauthorized } from '../../errors.ts';
import type { Limiter } from '../../infra/limiters.ts';

/** How long the step between the password and the code may take (docs/decisions/047). */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'TalentBridge';
const TOKEN_ISSUER = 'talentbridge';
const TOKEN_AUDIENCE = 'mfa';
const PERIOD_SECONDS = 30;
// Recovery codes: 10 characters of this alphabet (no 0/o, 1/l/i) is 50 random bits each.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export type AdminMfaPolicy = 'prompt' | 'required';

/**
 * One key per purpose, derived from JWT_SECRET: the challenge key differs from the access-token
 * key, so a challenge can never pass as a session and a session never as a challenge.
 */
function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'talentbridge', purpose, 32));
}

/** AES-256-GCM, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. */
function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return ['v1', ...parts].join('.');
}

function decrypt(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** What a person types is forgiven spaces, hyphens and capitals. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export type MfaUser = { id: number; username: string; email: string; role: string };

export type MfaChallenge = { userId: number; sessionVersion: number; rememberMe: boolean };

/** How a code was accepted: the authenticator's, or a recovery code (how many are left then). */
export type CodeCheck = { kind: 'totp' } | { kind: 'recovery'; left: number };

/**
 * Two-factor sign-in with TOTP (RFC 6238, `otpauth`), docs/decisions/047: set-up, confirmation,
 * recovery codes, the challenge between password and code, and code checks. Wrong codes count
 * toward a per-account limit like wrong passwords (docs/decisions/003).
 */
export function createMfaService(deps: {
  db: Database;
  /** JWT_SECRET: the secrets' encryption key and the challenge key are derived from it. */
  secret: string;
  /** Wrong codes per account (same points and window as failed logins per address). */
  wrongCodes: Limiter;
  adminPolicy: AdminMfaPolicy;
}) {
  const { db, wrongCodes } = deps;
  const secretKey = deriveKey(deps.secret, 'mfa secret encryption');
  const challengeKey = deriveKey(deps.secret, 'mfa challenge');

  async function readRow(userId: number) {
    const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1);
    return row;
  }

  async function countLeft(userId: number): Promise<number> {
    const [row] = await db
      .select({ left: count() })
      .from(mfaRecoveryCodes)
      .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
    return row?.left ?? 0;
  }

  /** Replaces every recovery code of the user with ten new ones; returns them in clear, once. */
  async function issueRecoveryCodes(userId: number, tx: Pick<Database, 'insert' | 'delete'>) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx
      .insert(mfaRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    return codes;
  }

  /**
   * Accepts a TOTP code once: the step it was made for must be later than the last accepted
   * one, checked and written in one statement so two requests cannot both use it.
   */
  async function acceptTotp(
    row: { userId: number; secretEncrypted: string },
    code: string,
    requireEnabled: boolean,
  ): Promise<boolean> {
    const totp = totpFor(decrypt(secretKey, row.secretEncrypted), String(row.userId));
    const token = code.replace(/\s/g, '');
    const delta = totp.validate({ token, window: 1 });
    if (delta === null) return false;
    const step = totp.counter() + delta;
    const claimed = await db
      .update(userMfa)
      .set({ lastUsedStep: step, updatedAt: new Date() })
      .where(
        and(
          eq(userMfa.userId, row.userId),
          requireEnabled ? isNotNull(userMfa.enabledAt) : isNull(userMfa.enabledAt),
          or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userMfa.userId });
    return claimed.length > 0;
  }

  /** Spends one unused recovery code of the user, atomically. */
  async function spendRecoveryCode(userId: number, code: string): Promise<boolean> {
    const spent = await db
      .update(mfaRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(mfaRecoveryCodes.userId, userId),
          eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(mfaRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: mfaRecoveryCodes.id });
    return spent.length > 0;
  }

  /** Takes a point of the wrong-code limit before any check; a right code clears the count. */
  async function guarded<T>(userId: number, check: () => Promise<T | null>): Promise<T | null> {
    const attempt = await wrongCodes.take(String(userId));
    if (!attempt.allowed) {
      throw tooManyRequests(MESSAGES.tooManyMfaAttempts, attempt.retryAfterSeconds);
    }
    const result = await check();
    if (result !== null) await wrongCodes.clear(String(userId));
    return result;
  }

  const service = {
    adminPolicy: deps.adminPolicy,

    async isEnabled(userId: number): Promise<boolean> {
      const row = await readRow(userId);
      return Boolean(row?.enabledAt);
    },

    /** Which answer the enrolment gets for this role under ADMIN_MFA. */
    enrolmentFor(role: string): MfaEnrolment {
      if (role !== 'admin') return 'optional';
      return deps.adminPolicy === 'required' ? 'required' : 'prompted';
    },

    async status(user: MfaUser): Promise<MfaStatus> {
      const row = await readRow(user.id);
      const isOn = Boolean(row?.enabledAt);
      return {
        enabled: isOn,
        enabledAt: row?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: isOn ? await countLeft(user.id) : 0,
        enrolment: service.enrolmentFor(user.role),
      };
    },

    /**
     * Starts (or restarts) set-up: a new secret, kept encrypted, not in force until a code made
     * from it is confirmed. The secret is shown now and never again.
     */
    async setup(user: MfaUser): Promise<MfaSetupReply> {
      const existing = await readRow(user.id);
      if (existing?.enabledAt) throw conflict(MESSAGES.mfaAlreadyEnabled);
      const secret = new Secret({ size: 20 }).base32;
      const totp = totpFor(secret, user.email);
      const otpauthUri = totp.toString();
      const secretEncrypted = encrypt(secretKey, secret);
      await db
        .insert(userMfa)
        .values({ userId: user.id, secretEncrypted })
        .onConflictDoUpdate({
          target: userMfa.userId,
          set: { secretEncrypted, lastUsedStep: null, updatedAt: new Date() },
        });
      const qrSvg = await QRCode.toString(otpauthUri, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 1,
      });
      return { secret, otpauthUri, qrSvg };
    },

    /** Confirms set-up with a code from the app; answers the ten recovery codes, shown once. */
    async enable(user: MfaUser, code: string): Promise<string[]> {
      const row = await readRow(user.id);
      if (row?.enabledAt) throw conflict(MESSAGES.mfaAlreadyEnabled);
      if (!row) throw badRequest(MESSAGES.mfaNotSetUp);
      const isRight = await guarded(user.id, async () =>
        isTotpShaped(code) && (await acceptTotp(row, code, false)) ? true : null,
      );
      if (!isRight) throw invalidField('code', MESSAGES.mfaCodeWrongTotp);
      return db.transaction(async (tx) => {
        await tx
          .update(userMfa)
          .set({ enabledAt: new Date(), updatedAt: new Date() })
          .where(eq(userMfa.userId, user.id));
        return issueRecoveryCodes(user.id, tx);
      });
    },

    /**
     * Checks a code of an enabled account: six digits against the authenticator (once per step),
     * anything else against the unused recovery codes (each once). Null: wrong.
     */
    async checkCode(userId: number, code: string): Promise<CodeCheck | null> {
      const row = await readRow(userId);
      if (!row?.enabledAt) return null;
      return guarded(userId, async (): Promise<CodeCheck | null> => {
        if (isTotpShaped(code))
          return (await acceptTotp(row, code, true)) ? { kind: 'totp' } : null;
        if (!(await spendRecoveryCode(userId, code))) return null;
        return { kind: 'recovery', left: await countLeft(userId) };
      });
    },

    /** Turns two-factor off: the secret and the recovery codes are deleted. */
    async disable(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
        await tx.delete(userMfa).where(eq(userMfa.userId, userId));
      });
    },

    async regenerateRecoveryCodes(userId: number): Promise<string[]> {
      return db.transaction((tx) => issueRecoveryCodes(userId, tx));
    },

    /**
     * The proof that the password was right, for the code step: short-lived, signed with a key
     * of its own, bound to the account's session version (a password reset ends it too).
     */
    async createChallenge(challenge: MfaChallenge): Promise<string> {
      const nowSeconds = Math.floor(Date.now() / 1000);
      return new SignJWT({ sv: challenge.sessionVersion, rm: challenge.rememberMe })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(challenge.userId))
        .setJti(randomUUID())
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + MFA_TOKEN_TTL_SECONDS)
        .sign(challengeKey);
    },

    /** The challenge's claims, or a 401 telling the person to sign in again. */
    async readChallenge(token: string): Promise<MfaChallenge> {
      try {
        const { payload } = await jwtVerify(token, challengeKey, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sv !== 'number') {
          throw new Error('malformed challenge');
        }
        return { userId, sessionVersion: payload.sv, rememberMe: payload.rm === true };
      } catch {
        throw unauthorized(MESSAGES.mfaTokenInvalid);
      }
    },
  };
  return service;
}

export type MfaService = ReturnType<typeof createMfaService>;
