import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, happenedAt } from './columns.ts';

/**
 * The notification centre (docs/decisions/052): one row per thing a person is told about, read
 * or not. Owner: features/notifications, which every feature calls through `notify`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: happenedAt('created_at'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_read_idx').on(t.userId, t.readAt, t.id.desc())],
);

/** How a person wants each kind (docs/decisions/052); no row means the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['app', 'email', 'digest', 'off'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check(
      'notification_preferences_channel_check',
      sql`${t.channel} in ('app', 'email', 'digest', 'off')`,
    ),
  ],
);
