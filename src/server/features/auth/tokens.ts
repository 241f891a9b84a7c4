import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { isRole, type Role } from '../../../shared/roles.ts';

const ALGORITHM = 'HS256';
const ISSUER = 'talentbridge';

export type AccessClaims = {
  userId: number;
  role: Role;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
};

export type TokenSigner = {
  sign(input: {
    userId: number;
    role: Role;
    ttlSeconds: number;
  }): Promise<{ token: string; claims: AccessClaims }>;
  /** Returns the claims of a token this server signed and that has not expired, else null. */
  verify(token: string): Promise<AccessClaims | null>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role, ttlSeconds }) {
      const jti = randomUUID();
      const nowSeconds = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ role })
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
          jti,
          issuedAt: new Date(nowSeconds * 1000),
          expiresAt: new Date((nowSeconds + ttlSeconds) * 1000),
        },
      };
    },
    async verify(token) {
      try {
        // Pinning the algorithm refuses "alg: none" and any algorithm swap.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (!isRole(payload.role) || typeof payload.jti !== 'string') return null;
        if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
        return {
          userId,
          role: payload.role,
          jti: payload.jti,
          issuedAt: new Date(payload.iat * 1000),
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        // Malformed, tampered, expired or foreign: all simply "not a valid session".
        return null;
      }
    },
  };
}
