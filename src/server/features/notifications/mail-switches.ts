import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { MailPreference } from '../../../shared/mail-preferences.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/notifications.ts';
import type { Database } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema.ts';
import { LEGACY_PREFERENCE_KINDS } from '../profiles/unsubscribe.ts';

/**
 * The profile's `mail_preferences` booleans (docs/decisions/037) written as notification
 * channels (docs/decisions/052), in the caller's transaction: on keeps a kind that already mails
 * ('email' or 'digest') and makes any other 'email'; off keeps 'app' or 'off' and makes a
 * mailing kind 'off'. The account columns the profile reads are set by the caller.
 */
export async function storeMailSwitch(
  tx: Pick<Database, 'insert'>,
  userId: number,
  preference: MailPreference,
  enabled: boolean,
) {
  const kind = LEGACY_PREFERENCE_KINDS[preference];
  const current = sql`coalesce(${notificationPreferences.channel}, ${NOTIFICATION_KINDS[kind].default})`;
  const channel = enabled
    ? sql`case when ${current} in ('email', 'digest') then ${current} else 'email' end`
    : sql`case when ${current} in ('app', 'off') then ${current} else 'off' end`;
  await tx
    .insert(notificationPreferences)
    .values({ userId, kind, channel: enabled ? 'email' : 'off' })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel },
    });
}

/**
 * SQL true unless the account turned `kind` off (docs/decisions/052), for sweeps that choose
 * whom to tell in one query (the weekly reminder). Every kind defaults to a channel that is on.
 */
export function notOff(userId: AnyColumn, kind: NotificationKind): SQL {
  return sql`not exists (select 1 from ${notificationPreferences} where ${notificationPreferences.userId} = ${userId} and ${notificationPreferences.kind} = ${kind} and ${notificationPreferences.channel} = 'off')`;
}
