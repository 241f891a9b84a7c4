import { createSignedTokens, type SignedTokenCheck } from '../../infra/signed-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the reminder's Extend link works: well past the expiry it was mailed for. */
export const EXTEND_LINK_TTL_MS = 30 * DAY_MS;

/** The link's claims: the post and the expiry it was mailed for (ms since the epoch). */
export type ExtendLinkClaims = { postId: number; expiresMs: number };

/**
 * The reminder's one-click Extend link (docs/decisions/058): a signed token (infra/signed-tokens,
 * under a key of this purpose alone) naming the post and the expiry it was mailed for, so that
 * it extends that expiry once and nothing after. Nothing is stored.
 */
export function createExtendLinks(secret: string, publicUrl: string) {
  const tokens = createSignedTokens(secret, 'job-post-extend');
  return {
    /** The landing page's address, which asks before it extends (mail scanners open links). */
    url(postId: number, expiresAt: Date, now: Date): string {
      const token = tokens.sign({ p: postId, e: expiresAt.getTime() }, EXTEND_LINK_TTL_MS, now);
      return `${publicUrl}/job-posts/extend?token=${encodeURIComponent(token)}`;
    },

    check(
      token: string,
      now: Date,
    ): { status: 'ok'; claims: ExtendLinkClaims } | Exclude<SignedTokenCheck, { status: 'ok' }> {
      const checked = tokens.check(token.trim(), now);
      if (checked.status !== 'ok') return checked;
      const { p, e } = checked.claims;
      if (!Number.isSafeInteger(p) || typeof e !== 'number' || !Number.isFinite(e)) {
        return { status: 'invalid' };
      }
      return { status: 'ok', claims: { postId: p as number, expiresMs: e } };
    },
  };
}
