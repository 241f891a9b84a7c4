import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isMailPreference,
  type MailPreference,
  UNSUBSCRIBE_LINK_DAYS,
} from '../../../shared/mail-preferences.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type UnsubscribeCheck =
  | { status: 'ok'; userId: number; preference: MailPreference }
  | { status: 'invalid' }
  | { status: 'expired' };

/**
 * The unsubscribe links of optional mail (docs/decisions/037): `payload.signature`, where the
 * payload names the account, the preference and an expiry, signed with HMAC-SHA256 as access
 * tokens are (features/auth/tokens.ts), under a key derived from the same secret for this purpose
 * alone, so that neither kind of token passes for the other. Nothing is stored: a link works as
 * often as it is used until it expires, and turning a mail off twice changes nothing.
 */
export function createUnsubscribeLinks(deps: { secret: string; publicUrl: string }) {
  const key = createHmac('sha256', deps.secret).update('talentbridge:unsubscribe:v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  function token(userId: number, preference: MailPreference, now = new Date()): string {
    const expires = Math.floor((now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000);
    const payload = Buffer.from(JSON.stringify({ u: userId, p: preference, x: expires })).toString(
      'base64url',
    );
    return `${payload}.${sign(payload)}`;
  }

  return {
    token,

    /** The page a person opens from the mail's text: it asks before turning anything off. */
    pageUrl(userId: number, preference: MailPreference): string {
      return `${deps.publicUrl}/unsubscribe?token=${token(userId, preference)}`;
    },

    /**
     * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to this
     * address, so the link in the header is the API's, token in the query.
     */
    headers(userId: number, preference: MailPreference): Record<string, string> {
      const url = `${deps.publicUrl}/api/mail-preferences/unsubscribe?token=${token(userId, preference)}`;
      return {
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
    },

    check(value: string, now = new Date()): UnsubscribeCheck {
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
      const { u, p, x } = (claims ?? {}) as Record<string, unknown>;
      if (typeof u !== 'number' || !Number.isSafeInteger(u) || u <= 0) return { status: 'invalid' };
      if (!isMailPreference(p) || typeof x !== 'number') return { status: 'invalid' };
      if (x * 1000 <= now.getTime()) return { status: 'expired' };
      return { status: 'ok', userId: u, preference: p };
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
