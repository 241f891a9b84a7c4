import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  isMailPreference,
  type MailPreference,
  UNSUBSCRIBE_LINK_DAYS,
} from '../../../shared/mail-preferences.ts';
import { isNotificationKind, type NotificationKind } from '../../../shared/notifications.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * What a link turns off: a notification kind (docs/decisions/052), or one of the two mail
 * switches of docs/decisions/037 that links mailed before the notification centre still name, or
 * 'digest', the daily digest (every kind on it moves to the app).
 */
export type UnsubscribeTarget = MailPreference | NotificationKind | 'digest';

/** The notification kind each legacy mail switch became (migration 0020). */
export const LEGACY_PREFERENCE_KINDS = {
  invitations: 'invitation',
  pending_reminders: 'pending_reminder',
} as const satisfies Record<MailPreference, NotificationKind>;

/** The kind a link's target turns off. */
export function kindOfTarget(target: UnsubscribeTarget): NotificationKind | 'digest' {
  return isMailPreference(target) ? LEGACY_PREFERENCE_KINDS[target] : target;
}

export type UnsubscribeCheck =
  | { status: 'ok'; userId: number; preference: UnsubscribeTarget }
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

  function token(userId: number, preference: UnsubscribeTarget, now = new Date()): string {
    const expires = Math.floor((now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000);
    const payload = Buffer.from(JSON.stringify({ u: userId, p: preference, x: expires })).toString(
      'base64url',
    );
    return `${payload}.${sign(payload)}`;
  }

  return {
    token,

    /** The page a person opens from the mail's text: it asks before turning anything off. */
    pageUrl(userId: number, preference: UnsubscribeTarget): string {
      return `${deps.publicUrl}/unsubscribe?token=${token(userId, preference)}`;
    },

    /**
     * RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to this
     * address, so the link in the header is the API's, token in the query.
     */
    headers(userId: number, preference: UnsubscribeTarget): Record<string, string> {
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
      const known = isMailPreference(p) || isNotificationKind(p) || p === 'digest';
      if (!known || typeof x !== 'number') return { status: 'invalid' };
      if (x * 1000 <= now.getTime()) return { status: 'expired' };
      return { status: 'ok', userId: u, preference: p };
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
