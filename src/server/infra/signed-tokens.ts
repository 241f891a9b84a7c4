import { createHmac, timingSafeEqual } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type SignedTokenCheck =
  | { status: 'ok'; claims: Record<string, unknown> }
  | { status: 'invalid' }
  | { status: 'expired' };

/**
 * Signed links that need no stored row (docs/decisions/037, 053): `payload.signature`, where the
 * payload is base64url JSON claims with an expiry `x` (seconds), signed with HMAC-SHA256 under a
 * key derived from the app secret for one `purpose` alone, so that a token made for one purpose
 * (mail preferences, job alerts) never passes for another, nor for an access token.
 */
export function createSignedTokens(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    /** A token for `claims`, valid for `ttlMs` from `now`. */
    sign(claims: Record<string, unknown>, ttlMs: number, now = new Date()): string {
      const x = Math.floor((now.getTime() + ttlMs) / 1000);
      const payload = Buffer.from(JSON.stringify({ ...claims, x })).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** The claims of a token this signer made and that has not expired. */
    check(value: string, now = new Date()): SignedTokenCheck {
      const [payload, signature, ...rest] = value.split('.');
      if (!payload || !signature || rest.length > 0) return { status: 'invalid' };
      if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return { status: 'invalid' };
      const expected = Buffer.from(sign(payload), 'base64url');
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { status: 'invalid' };
      }
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return { status: 'invalid' };
      }
      if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
        return { status: 'invalid' };
      }
      const { x } = claims as Record<string, unknown>;
      if (typeof x !== 'number') return { status: 'invalid' };
      if (x * 1000 <= now.getTime()) return { status: 'expired' };
      return { status: 'ok', claims: claims as Record<string, unknown> };
    },
  };
}

export type SignedTokens = ReturnType<typeof createSignedTokens>;
