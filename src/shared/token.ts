import { isRole, type Role } from './roles.ts';

export type TokenClaims = {
  sub: string;
  role: Role;
  exp?: number;
};

/**
 * Reads the claims of an access token without verifying it (the server verifies). Returns null
 * for anything that is not a three-part JWT with a known role: the spec treats such a token as
 * invalid ("Invalid token. Please log in again.").
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  try {
    const base64 = (parts[1] as string).replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, role, exp } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || !isRole(role)) return null;
    return { sub, role, exp: typeof exp === 'number' ? exp : undefined };
  } catch {
    return null;
  }
}

export function isTokenExpired(claims: TokenClaims, nowMs = Date.now()): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= nowMs;
}
