import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  DIGEST_HOUR,
  DIGEST_ITEMS_MAX,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  notificationKindsOf,
} from '../../../shared/notifications.ts';
import { zoneOffset } from '../../../shared/working-hours.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox, notificationPreferences, notifications, users } from '../../db/schema.ts';
import type { BackgroundTasks } from '../../infra/background.ts';
import { type MailContent, renderMail } from '../../infra/mail-layout.ts';
import type { MailOutbox } from '../../infra/mail-outbox.ts';
import type { RealtimeHub } from '../../infra/realtime-hub.ts';
import type { UnsubscribeLinks } from '../profiles/unsubscribe.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** A digest looks back this far at most, whatever its last one was. */
const DIGEST_LOOKBACK_DAYS = 8;

/** A database or a drizzle transaction: notify runs in the caller's. */
type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type NotificationMail = {
  subject: string;
  /** The body in the one mail layout; notify adds the unsubscribe line and headers. */
  content: Omit<MailContent, 'unsubscribe'>;
  /** The recipient's address when the caller has it; otherwise read from their account. */
  to?: string;
  /** The unsubscribe line's words, such as 'Stop e-mails about invitations'. */
  unsubscribeLabel?: string;
};

export type NotifyInput = {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the web app, such as /my-applications. */
  link?: string | null;
  /** The mail sent when the person's channel for this kind is 'email'. */
  mail?: NotificationMail;
};

export type NotificationRow = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
};

/** The job-alerts adapter (docs/decisions/052): alerts mail themselves; this writes the row. */
export type AlertNotifications = {
  record(
    tx: Executor,
    input: { userId: number; title: string; body: string; link?: string | null },
  ): Promise<NotificationChannel>;
  /** After the caller's transaction committed: pushes the new unread count. */
  committed(userId: number): void;
};

/** The default channel of every kind as one SQL expression over a kind column. */
function defaultChannelSql(kind: typeof notifications.kind) {
  const cases = NOTIFICATION_KIND_NAMES.map(
    (name) => sql`when ${name} then ${NOTIFICATION_KINDS[name].default}`,
  );
  return sql`(case ${kind} ${sql.join(cases, sql` `)} else 'app' end)`;
}

/** The local calendar date and hour of an instant in a zone; UTC for an unknown zone. */
export function localTime(timezone: string | null, instantMs: number) {
  let offset = 0;
  try {
    offset = timezone ? zoneOffset(timezone, instantMs) : 0;
  } catch {
    offset = 0;
  }
  const wall = instantMs + offset * MINUTE_MS;
  const midnightWall = wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
  const date = new Date(midnightWall).toISOString().slice(0, 10);
  const hour = new Date(wall).getUTCHours();
  // The digest hour of that local day as an instant (the offset at that hour, for DST days).
  const digestWall = midnightWall + DIGEST_HOUR * 60 * MINUTE_MS;
  let digestOffset = offset;
  try {
    digestOffset = timezone ? zoneOffset(timezone, digestWall - offset * MINUTE_MS) : 0;
  } catch {
    digestOffset = 0;
  }
  return { date, hour, digestAt: new Date(digestWall - digestOffset * MINUTE_MS) };
}

/**
 * The notification centre (docs/decisions/052). `notify` writes what a person is told about in
 * the caller's transaction and, when they chose e-mail for that kind, enqueues its mail in the
 * same transaction (the outbox, docs/decisions/050), with RFC 8058 one-click unsubscribe; a
 * daily digest collects the kinds they chose for it. After the transaction commits,
 * `committed(userId)` pushes the new unread count over the socket and nudges the outbox.
 */
export function createNotificationsService(deps: {
  db: Database;
  outbox: MailOutbox;
  realtime: Pick<RealtimeHub, 'emitNotificationCount'>;
  unsubscribe: UnsubscribeLinks;
  background: BackgroundTasks;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}) {
  const { db } = deps;

  async function channelOf(
    executor: Executor,
    userId: number,
    kind: NotificationKind,
  ): Promise<NotificationChannel> {
    const [row] = await executor
      .select({ channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(
        and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)),
      );
    return row?.channel ?? NOTIFICATION_KINDS[kind].default;
  }

  async function unreadCount(userId: number, executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return Number(row?.count ?? 0);
  }

  /** Pushes the unread count to every socket of the user; a failure only loses the push. */
  function announce(userId: number) {
    deps.background.run('notification count', async () => {
      deps.realtime.emitNotificationCount(userId, { count: await unreadCount(userId) });
    });
  }

  function committed(userId: number) {
    announce(userId);
    deps.outbox.nudge();
  }

  async function insertRow(executor: Executor, input: Omit<NotifyInput, 'mail'>) {
    await executor.insert(notifications).values({
      userId: input.userId,
      kind: input.kind,
      title: input.title.slice(0, 300),
      body: input.body.slice(0, 2000),
      link: input.link ?? null,
    });
  }

  async function notify(executor: Executor, input: NotifyInput): Promise<NotificationChannel> {
    const channel = await channelOf(executor, input.userId, input.kind);
    if (channel === 'off') return channel;
    await insertRow(executor, input);
    if (channel === 'email' && input.mail) {
      let to = input.mail.to;
      if (!to) {
        const [user] = await executor
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, input.userId));
        to = user?.email;
      }
      if (to) {
        await deps.outbox.enqueue(executor, {
          kind: 'notification',
          userId: input.userId,
          to,
          subject: input.mail.subject,
          ...renderMail({
            ...input.mail.content,
            unsubscribe: {
              label:
                input.mail.unsubscribeLabel ??
                `Stop e-mails: ${NOTIFICATION_KINDS[input.kind].label.toLowerCase()}`,
              url: deps.unsubscribe.pageUrl(input.userId, input.kind),
            },
          }),
          headers: deps.unsubscribe.headers(input.userId, input.kind),
        });
      }
    }
    if (executor === db) committed(input.userId);
    return channel;
  }

  /** Notifies in a transaction of its own, after the caller's reply: nobody waits for it. */
  function deliver(label: string, input: NotifyInput) {
    deps.background.run(label, async () => {
      const channel = await db.transaction((tx) => notify(tx, input));
      if (channel !== 'off') committed(input.userId);
    });
  }

  /** Each of the role's kinds with the channel that applies now. */
  async function preferencesOf(userId: number, role: string) {
    const rows = await db
      .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    const chosen = new Map(rows.map((row) => [row.kind, row.channel]));
    return Object.fromEntries(
      notificationKindsOf(role).map((kind) => [
        kind,
        chosen.get(kind) ?? NOTIFICATION_KINDS[kind].default,
      ]),
    ) as Partial<Record<NotificationKind, NotificationChannel>>;
  }

  /**
   * Stores channels in one transaction. The two mail switches of docs/decisions/037 are
   * mirrored on the account (true while the kind mails: 'email' or 'digest').
   */
  async function setChannels(
    userId: number,
    changes: Partial<Record<NotificationKind, NotificationChannel>>,
    executor?: Executor,
  ) {
    const entries = Object.entries(changes) as [NotificationKind, NotificationChannel][];
    if (entries.length === 0) return;
    const run = async (tx: Executor) => {
      await tx
        .insert(notificationPreferences)
        .values(entries.map(([kind, channel]) => ({ userId, kind, channel })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { channel: sql`excluded.channel` },
        });
      const mirror: Partial<typeof users.$inferInsert> = {};
      for (const [kind, channel] of entries) {
        const mails = channel === 'email' || channel === 'digest';
        if (kind === 'invitation') mirror.mailInvitations = mails;
        if (kind === 'pending_reminder') mirror.mailPendingReminders = mails;
      }
      if (Object.keys(mirror).length > 0) {
        await tx.update(users).set(mirror).where(eq(users.id, userId));
      }
    };
    if (executor) await run(executor);
    else await db.transaction(run);
  }

  async function list(userId: number, options: { before?: number; limit: number }) {
    const rows = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          options.before !== undefined ? lt(notifications.id, options.before) : undefined,
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(options.limit);
    return rows.map(
      (row): NotificationRow => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        link: row.link,
        created_at: row.createdAt.toISOString(),
        read_at: row.readAt?.toISOString() ?? null,
      }),
    );
  }

  /** Marks one of the user's own notifications read; false when it is not theirs or not there. */
  async function markRead(userId: number, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    if (!row) return false;
    if (!row.readAt) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
      announce(userId);
    }
    return true;
  }

  async function markAllRead(userId: number): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) announce(userId);
    return rows.length;
  }

  /**
   * The daily digest (docs/decisions/052): for each person with unread notifications of kinds
   * they put on 'digest', once their local time is past DIGEST_HOUR, one mail listing those
   * made since their last digest and before today's digest hour. The dedupe key
   * `digest:<user>:<local date>` makes a second sweep that day, here or on another instance,
   * a no-op. Items made after the hour wait for tomorrow's.
   */
  async function sweepDigests({ now = new Date() }: { now?: Date } = {}) {
    const since = new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS);
    const channel = sql`coalesce(${notificationPreferences.channel}, ${defaultChannelSql(notifications.kind)})`;
    const rows = await db
      .select({
        id: notifications.id,
        userId: notifications.userId,
        title: notifications.title,
        body: notifications.body,
        createdAt: notifications.createdAt,
        email: users.email,
        username: users.username,
        timezone: users.timezone,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.userId, notifications.userId),
          eq(notificationPreferences.kind, notifications.kind),
        ),
      )
      .where(
        and(
          isNull(notifications.readAt),
          gt(notifications.createdAt, since),
          lte(notifications.createdAt, now),
          eq(users.isBlocked, false),
          sql`${channel} = 'digest'`,
        ),
      )
      .orderBy(notifications.userId, desc(notifications.id));
    const byUser = new Map<number, typeof rows>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    const sent: number[] = [];
    for (const [userId, items] of byUser) {
      const first = items[0];
      if (!first) continue;
      const local = localTime(first.timezone, now.getTime());
      if (local.hour < DIGEST_HOUR) continue;
      const [last] = await db
        .select({ at: sql<string | null>`max(${mailOutbox.createdAt})` })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, 'digest')));
      const lastAt = last?.at ? new Date(last.at).getTime() : 0;
      const due = items.filter(
        (item) =>
          item.createdAt.getTime() > lastAt && item.createdAt.getTime() <= local.digestAt.getTime(),
      );
      if (due.length === 0) continue;
      const lines = due.slice(0, DIGEST_ITEMS_MAX).map((item) => `• ${item.title}: ${item.body}`);
      if (due.length > DIGEST_ITEMS_MAX) {
        lines.push(`• and ${due.length - DIGEST_ITEMS_MAX} more on TalentBridge`);
      }
      const count = due.length === 1 ? '1 new notification' : `${due.length} new notifications`;
      const enqueued = await deps.outbox.enqueue(db, {
        kind: 'digest',
        userId,
        to: first.email,
        subject: `Your TalentBridge digest: ${count}`,
        dedupeKey: `digest:${userId}:${local.date}`,
        ...renderMail({
          preheader: `${count} since your last digest.`,
          greeting: `Hi ${first.username},`,
          paragraphs: [
            `Here is what happened on TalentBridge since your last digest:`,
            lines.join('\n'),
          ],
          action: { label: 'Open notifications', url: `${deps.publicUrl}/notifications` },
          footer:
            'You received this daily digest because you chose it for some notifications on your profile.',
          unsubscribe: {
            label: 'Stop the daily digest',
            url: deps.unsubscribe.pageUrl(userId, 'digest'),
          },
        }),
        headers: deps.unsubscribe.headers(userId, 'digest'),
      });
      if (enqueued) sent.push(userId);
    }
    if (sent.length > 0) deps.outbox.nudge();
    return { sent };
  }

  /** Turns what an unsubscribe link names off: a kind, or every kind on the digest. */
  async function unsubscribe(userId: number, target: NotificationKind | 'digest') {
    if (target !== 'digest') return setChannels(userId, { [target]: 'off' });
    const rows = await db
      .select({ kind: notificationPreferences.kind })
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.userId, userId),
          eq(notificationPreferences.channel, 'digest'),
        ),
      );
    // Kinds on the digest by default, with no row of their own, move too.
    const kinds = new Set<string>(rows.map((row) => row.kind));
    for (const kind of NOTIFICATION_KIND_NAMES) {
      if (NOTIFICATION_KINDS[kind].default === 'digest') {
        const [own] = await db
          .select({ kind: notificationPreferences.kind })
          .from(notificationPreferences)
          .where(
            and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)),
          );
        if (!own) kinds.add(kind);
      }
    }
    // Off the digest, into the app: the notifications stay on the bell.
    const changes = Object.fromEntries([...kinds].map((kind) => [kind, 'app']));
    await setChannels(userId, changes);
  }

  /** Whether a link's target still mails: 'email' or 'digest' for a kind; any digest kind. */
  async function mailsFor(userId: number, target: NotificationKind | 'digest') {
    if (target !== 'digest') {
      const channel = await channelOf(db, userId, target);
      return channel === 'email' || channel === 'digest';
    }
    const role = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    const prefs = await preferencesOf(userId, role[0]?.role ?? '');
    return Object.values(prefs).includes('digest');
  }

  return {
    notify,
    deliver,
    committed,
    channelOf,
    unreadCount,
    list,
    markRead,
    markAllRead,
    preferencesOf,
    setChannels,
    sweepDigests,
    unsubscribe,
    mailsFor,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/**
 * For job alerts (docs/decisions/052): `record` writes the in-app row of an alert_matches
 * notification in the caller's transaction and says which channel the person chose; the alerts
 * code sends its own mail when that is 'email' (and nothing when 'off', where no row is written).
 * The caller pushes the count after its commit with `service.committed(userId)`.
 */
export function asAlertNotifications(service: NotificationsService): AlertNotifications {
  return {
    record: (tx, input) => service.notify(tx, { ...input, kind: 'alert_matches' }),
    committed: (userId) => service.committed(userId),
  };
}
