import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Finding } from '../../../shared/trust/detector.ts';
import { categories, users } from './accounts.ts';
import { belongsTo, happenedAt, timestamps, tsvector } from './columns.ts';

/**
 * Job posts (spec section 3). `description` is sanitized HTML; `description_text` its plain text,
 * which the length rule counts and full-text search indexes. `search` is kept by PostgreSQL.
 */
export const jobPosts = pgTable(
  'job_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employerId: belongsTo('employer_id', () => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    descriptionText: text('description_text').notNull(),
    location: text('location'),
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }),
    status: text('status', { enum: ['Active', 'closed'] })
      .notNull()
      .default('Active'),
    jobType: text('job_type').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    requiredSkills: text('required_skills').array().notNull().default(sql`'{}'::text[]`),
    applicationLimit: integer('application_limit'),
    // What the apply form asks (docs/decisions/033): up to five questions, and the shortest cover
    // letter the employer accepts (0: none required).
    screeningQuestions: text('screening_questions').array().notNull().default(sql`'{}'::text[]`),
    minCoverLetter: integer('min_cover_letter').notNull().default(0),
    // Working hours the hire must share (docs/decisions/051): at least `overlap_hours` (0-8) of
    // the window `overlap_start`-`overlap_end` (minutes after midnight) in `overlap_timezone`.
    // All four null or all four set.
    overlapHours: integer('overlap_hours'),
    overlapTimezone: text('overlap_timezone'),
    overlapStart: integer('overlap_start'),
    overlapEnd: integer('overlap_end'),
    pendingReview: boolean('pending_review').notNull().default(true),
    // The employer's `users.verified_employer`, copied by the triggers of migration 0018 for
    // Find Jobs' filter (docs/decisions/049); never written by the app.
    employerVerified: boolean('employer_verified').notNull().default(false),
    // When the post last became public (Active and approved), kept by the trigger of migration
    // 0021 for job alerts (docs/decisions/053); null while it is not public. Never written by the app.
    publicSince: timestamp('public_since', { withTimezone: true }),
    // When the public post closes by itself (docs/decisions/058): 60 days after it last became
    // public, moved by Extend; null while it is not public. Kept by the same trigger (migration
    // 0024), written by the app only on Extend. `expiry_reminded_at`: when the week-before
    // reminder was chosen, null until then and after every new expiry.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    // What the scam detector found in the title and description text (docs/decisions/045),
    // computed on every create and edit; [] for none. A post with findings waiting for review is
    // "held": it sorts first for the admin, who approves it knowingly.
    riskFlags: jsonb('risk_flags').$type<Finding[]>().notNull().default(sql`'[]'::jsonb`),
    views: integer('views').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description_text, '')), 'B')`,
      ),
    ...timestamps,
  },
  (t) => [
    index('job_posts_search_idx').using('gin', t.search),
    index('job_posts_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('job_posts_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('job_posts_public_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'Active' and ${t.pendingReview} = false`),
    index('job_posts_employer_idx').on(t.employerId, t.createdAt),
    index('job_posts_category_idx').on(t.categoryId),
    // The newest public posts of a category, for recommendations (migration 0022, decisions/054).
    index('job_posts_public_category_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id)
      .where(sql`${t.status} = 'Active' and ${t.pendingReview} = false`),
    // The expiry sweep's searches of public posts by expiry (migration 0024, decisions/058).
    index('job_posts_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'Active' and ${t.pendingReview} = false`),
    index('job_posts_held_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.pendingReview} = true and ${t.riskFlags} <> '[]'::jsonb`),
    check('job_posts_status_check', sql`${t.status} in ('Active', 'closed')`),
    check('job_posts_salary_check', sql`${t.salary} is null or ${t.salary} >= 0`),
    check(
      'job_posts_application_limit_check',
      sql`${t.applicationLimit} is null or ${t.applicationLimit} >= 1`,
    ),
    check('job_posts_min_cover_letter_check', sql`${t.minCoverLetter} between 0 and 2000`),
    check('job_posts_screening_questions_check', sql`cardinality(${t.screeningQuestions}) <= 5`),
    check(
      'job_posts_overlap_check',
      sql`(${t.overlapHours} is null) = (${t.overlapTimezone} is null) and (${t.overlapHours} is null) = (${t.overlapStart} is null) and (${t.overlapHours} is null) = (${t.overlapEnd} is null) and ${t.overlapHours} between 0 and 8 and ${t.overlapStart} between 0 and 1439 and ${t.overlapEnd} between 0 and 1439 and ${t.overlapStart} <> ${t.overlapEnd}`,
    ),
    check('job_posts_risk_flags_check', sql`jsonb_typeof(${t.riskFlags}) = 'array'`),
  ],
);

/** The last counted view of a job per viewer: once per viewer per job per hour. */
export const jobViews = pgTable(
  'job_views',
  {
    jobPostId: belongsTo('job_post_id', () => jobPosts.id),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: happenedAt('viewed_at'),
  },
  (t) => [primaryKey({ columns: [t.jobPostId, t.viewerKey] })],
);

/**
 * Applications (spec section 3): a jobseeker's application to a job post, once per post. They go
 * with the post and with the applicant's account. `note` is the applicant's optional message to
 * the employer (the spec's `jobDescription`), its cover letter. The rest is the proposal
 * (docs/decisions/033): a rate, hours a week, and answers to the questions as they were asked.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobPostId: belongsTo('job_post_id', () => jobPosts.id),
    jobseekerId: belongsTo('jobseeker_id', () => users.id),
    status: text('status', { enum: ['Pending', 'Accepted', 'Rejected'] })
      .notNull()
      .default('Pending'),
    note: text('note'),
    proposedRate: numeric('proposed_rate', { precision: 10, scale: 2, mode: 'number' }),
    availability: integer('availability'),
    questions: text('questions').array().notNull().default(sql`'{}'::text[]`),
    answers: text('answers').array().notNull().default(sql`'{}'::text[]`),
    // The detector's findings in the cover letter (`note`), [] when clean (docs/decisions/046).
    flags: jsonb('flags').$type<Finding[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    // Once per post: the backstop under the apply transaction's own check.
    uniqueIndex('job_applications_post_jobseeker_unique').on(t.jobPostId, t.jobseekerId),
    index('job_applications_jobseeker_idx').on(t.jobseekerId, t.createdAt),
    // The weekly reminder's search for applications waiting too long (docs/decisions/037).
    index('job_applications_pending_idx')
      .on(t.jobPostId, t.createdAt)
      .where(sql`${t.status} = 'Pending'`),
    check('job_applications_status_check', sql`${t.status} in ('Pending', 'Accepted', 'Rejected')`),
    check(
      'job_applications_proposed_rate_check',
      sql`${t.proposedRate} is null or ${t.proposedRate} >= 0`,
    ),
    check(
      'job_applications_availability_check',
      sql`${t.availability} is null or ${t.availability} between 1 and 80`,
    ),
    check(
      'job_applications_answers_check',
      sql`cardinality(${t.answers}) = cardinality(${t.questions})`,
    ),
  ],
);

/**
 * Who was told about which post by Notify Candidates: nobody is notified twice for one post
 * (decisions.md, "Trust and safety").
 */
export const jobNotifications = pgTable(
  'job_notifications',
  {
    jobPostId: belongsTo('job_post_id', () => jobPosts.id),
    userId: belongsTo('user_id', () => users.id),
    notifiedAt: happenedAt('notified_at'),
  },
  (t) => [primaryKey({ columns: [t.jobPostId, t.userId] })],
);

/**
 * Every distinct word of every title with its full-text lexeme, kept by a trigger (hand-written
 * migration 0004): typo tolerance corrects keywords against it (docs/decisions/014).
 */
export const jobTitleWords = pgTable(
  'job_title_words',
  {
    word: text('word').primaryKey(),
    lexeme: text('lexeme').notNull(),
  },
  (t) => [index('job_title_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * The change log the in-memory search index follows, kept by triggers on job_posts (hand-written
 * migration 0007), so no write path can forget it (docs/decisions/021).
 */
export const jobPostChanges = pgTable(
  'job_post_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobPostId: integer('job_post_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('job_post_changes_changed_idx').on(t.changedAt)],
);
