import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AlertFrequency, SavedQuery } from '../../../shared/schemas/saved-searches.ts';
import { users } from './accounts.ts';
import { belongsTo, happenedAt, timestamps } from './columns.ts';
import { jobPosts } from './jobs.ts';

/**
 * Saved Find Jobs searches and their alerts (docs/decisions/053): an account's (`user_id`) or a
 * visitor's (`email`, nothing sent before `confirmed_at`). Owner: features/alerts.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedQuery>().notNull().default(sql`'{}'::jsonb`),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    timezone: text('timezone'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    sentCount: integer('sent_count').notNull().default(0),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    index('saved_searches_email_idx')
      .using('btree', sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    index('saved_searches_active_idx')
      .on(t.frequency, t.id)
      .where(sql`${t.unsubscribedAt} is null`),
  ],
);

/** The posts each search has mailed: none twice. */
export const savedSearchPosts = pgTable(
  'saved_search_posts',
  {
    searchId: belongsTo('search_id', () => savedSearches.id),
    postId: belongsTo('post_id', () => jobPosts.id),
    sentAt: happenedAt('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.postId] }),
    index('saved_search_posts_post_idx').on(t.postId),
  ],
);
