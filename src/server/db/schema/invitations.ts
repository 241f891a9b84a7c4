import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { belongsTo, timestamps } from './columns.ts';
import { jobPosts } from './jobs.ts';

/**
 * An employer's invitation to a jobseeker to apply to one of their posts (docs/decisions/034):
 * one per post and person, whatever its answer. `employer_id` is the post's owner when it was
 * sent, kept so the daily limit and the sender's list read one index. `answered_at` is when the
 * jobseeker accepted or declined.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobPostId: belongsTo('job_post_id', () => jobPosts.id),
    employerId: belongsTo('employer_id', () => users.id),
    jobseekerId: belongsTo('jobseeker_id', () => users.id),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('invitations_post_jobseeker_unique').on(t.jobPostId, t.jobseekerId),
    index('invitations_jobseeker_idx').on(t.jobseekerId, t.createdAt),
    index('invitations_employer_idx').on(t.employerId, t.createdAt),
    check('invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check('invitations_message_check', sql`char_length(${t.message}) between 1 and 1000`),
  ],
);
