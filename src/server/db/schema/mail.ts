import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { happenedAt } from './columns.ts';

/**
 * Mail chosen but not yet sent (docs/decisions/050). A row is written in the transaction that
 * decides the mail, leased by one instance (`FOR UPDATE SKIP LOCKED`), sent, and marked
 * `sent_at`; a lease that ran out (a crash mid-send) lets another instance take it. Owner: the
 * mail outbox (infra/mail-outbox.ts), which every feature calls to enqueue.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    dedupeKey: text('dedupe_key'),
    notBefore: happenedAt('not_before'),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: happenedAt('created_at'),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_unique').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.notBefore, t.id).where(sql`${t.sentAt} is null`),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
  ],
);
