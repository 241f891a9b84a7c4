import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { isRole, type Role } from '../../../shared/roles.ts';

const ALGORITHM = 'HS256';
const ISSUER = 'talentbridge';

export type AccessClaims = {
  userId: number;
  role: Role;
  /** The user's session version when the token was issued (docs/decisions/002). */
  sessionVersion: number;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
};

export type TokenSigner = {
  sign(input: {
    userId: number;
    role: Role;
    /** The user's `session_version`; 0, a new account's, when omitted (scripts and tests). */
    sessionVersion?: number;
    ttlSeconds: number;
  }): Promise<{ token: string; claims: AccessClaims }>;
  /** Returns the claims of a token this server signed and that has not expired, else null. */
  verify(token: string): Promise<AccessClaims | null>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role, sessionVersion = 0, ttlSeconds }) {
      const jti = randomUUID();
      const nowSeconds = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ role, sv: sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuer(ISSUER)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ttlSeconds)
        .sign(key);
      return {
        token,
        claims: {
          userId,
          role,
          sessionVersion,
          jti,
          issuedAt: new Date(nowSeconds * 1000),
          expiresAt: new Date((nowSeconds + ttlSeconds) * 1000),
        },
      };
    },
    async verify(token) {
      return verifyHs256(token, key);
    },
  };
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeJson(part: string): Record<string, unknown> | null {
  if (!BASE64URL.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Checks a token on the calling thread: HMAC-SHA256 is a few microseconds, whereas WebCrypto
 * (what jose verifies with) queues on libuv's four threads behind password hashing, so a burst
 * of sign-ups used to delay every authenticated request (docs/decisions/024). Only HS256 with
 * this server's key, its issuer and an unexpired `exp` pass; the algorithm is pinned, so
 * "alg: none" and algorithm swaps are refused. Any doubt: null ("not a valid session").
 */
function verifyHs256(token: string, key: Uint8Array): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (!header || header.alg !== ALGORITHM || header.crit !== undefined) return null;
  if (!BASE64URL.test(signaturePart)) return null;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = decodeJson(payloadPart);
  if (!payload || payload.iss !== ISSUER) return null;
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
  if (payload.exp <= nowSeconds) return null;
  if (typeof payload.nbf === 'number' && payload.nbf > nowSeconds) return null;
  const userId = Number(payload.sub);
  if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || userId <= 0) return null;
  if (!isRole(payload.role) || typeof payload.jti !== 'string') return null;
  // Tokens signed before session versions existed carry none: they belong to version 0.
  const sessionVersion = payload.sv ?? 0;
  if (typeof sessionVersion !== 'number' || !Number.isSafeInteger(sessionVersion)) return null;
  return {
    userId,
    role: payload.role,
    sessionVersion,
    jti: payload.jti,
    issuedAt: new Date(payload.iat * 1000),
    expiresAt: new Date(payload.exp * 1000),
  };
}
