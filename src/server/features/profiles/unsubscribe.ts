import {
  isMailPreference,
  type MailPreference,
  UNSUBSCRIBE_LINK_DAYS,
} from '../../../shared/mail-preferences.ts';
import { isNotificationKind, type NotificationKind } from '../../../shared/notifications.ts';
import { createSignedTokens } from '../../infra/signed-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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
 * The unsubscribe links of optional mail (docs/decisions/037): signed tokens (infra/signed-tokens.ts)
 * naming the account, the preference and an expiry, under a key for this purpose alone. Nothing is stored: a link works as
 * often as it is used until it expires, and turning a mail off twice changes nothing.
 */
export function createUnsubscribeLinks(deps: { secret: string; publicUrl: string }) {
  const tokens = createSignedTokens(deps.secret, 'talentbridge:unsubscribe:v1');

  function token(userId: number, preference: UnsubscribeTarget, now = new Date()): string {
    return tokens.sign({ u: userId, p: preference }, UNSUBSCRIBE_LINK_DAYS * DAY_MS, now);
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
      const checked = tokens.check(value, now);
      if (checked.status !== 'ok') return checked;
      const { u, p } = checked.claims;
      if (typeof u !== 'number' || !Number.isSafeInteger(u) || u <= 0) return { status: 'invalid' };
      if (!(isMailPreference(p) || isNotificationKind(p) || p === 'digest')) {
        return { status: 'invalid' };
      }
      return { status: 'ok', userId: u, preference: p };
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
