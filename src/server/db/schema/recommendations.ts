import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { jobPosts } from './jobs.ts';

/**
 * The candidate sets of recommendations (docs/decisions/054), kept by the triggers of
 * hand-written migration 0022, never written by the app. One row per lower-cased skill of a
 * public post (Active and approved), newest first per skill.
 */
export const jobPostSkills = pgTable(
  'job_post_skills',
  {
    skill: text('skill').notNull(),
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'job_post_skills_pk', columns: [t.skill, t.jobPostId] }),
    index('job_post_skills_newest_idx').on(t.skill, t.createdAt.desc(), t.jobPostId),
    index('job_post_skills_post_idx').on(t.jobPostId),
  ],
);

/**
 * One row per lower-cased skill of a findable jobseeker: not blocked and not "not looking"
 * (asked not to be found). `active_at` is the last sign-in, or the sign-up before the first.
 */
export const talentSkills = pgTable(
  'talent_skills',
  {
    skill: text('skill').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeAt: timestamp('active_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'talent_skills_pk', columns: [t.skill, t.userId] }),
    index('talent_skills_active_idx').on(t.skill, t.activeAt.desc(), t.userId),
    index('talent_skills_user_idx').on(t.userId),
  ],
);
