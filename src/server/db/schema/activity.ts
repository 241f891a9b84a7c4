import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Finding } from '../../../shared/trust/detector.ts';
import { users } from './accounts.ts';
import { belongsTo, happenedAt, timestamps } from './columns.ts';
import { jobApplications, jobPosts } from './jobs.ts';

/**
 * Reviews between the parties of an accepted application (spec section 3): once per side, so an
 * application has at most one review of its employer and one of its jobseeker.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Reviews outlive the application (the applicant's account may be deleted).
    jobApplicationId: integer('job_application_id').references(() => jobApplications.id, {
      onDelete: 'set null',
    }),
    // Reviews outlive their author (decisions.md): the reviewer becomes "Anonymous".
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    revieweeId: belongsTo('reviewee_id', () => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt),
    uniqueIndex('reviews_application_reviewee_unique').on(t.jobApplicationId, t.revieweeId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Site-wide settings an admin changes: one row (id is always true). `global_application_limit`
 * caps every post's applications; null means not set (decisions.md).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean('id').primaryKey().default(true),
    globalApplicationLimit: integer('global_application_limit'),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check('site_settings_single_row', sql`${t.id}`),
    check(
      'site_settings_global_application_limit_check',
      sql`${t.globalApplicationLimit} is null or ${t.globalApplicationLimit} >= 1`,
    ),
  ],
);

/**
 * Chat messages (spec section 3, "Chat message"): one chat per Accepted application, between its
 * jobseeker and the post's employer. Messages go with the application and with either account
 * (decisions.md erases a deleted person's messages). `client_id` is the sender's own id for a
 * message, unique per sender, so a resend after a lost connection stores it once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobApplicationId: belongsTo('job_application_id', () => jobApplications.id),
    senderId: belongsTo('sender_id', () => users.id),
    recipientId: belongsTo('recipient_id', () => users.id),
    content: text('content').notNull(),
    clientId: text('client_id'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    // The detector's findings in the content, [] when clean (docs/decisions/046).
    flags: jsonb('flags').$type<Finding[]>().notNull().default([]),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // History pages and the last message of a chat.
    index('chat_messages_chat_idx').on(t.jobApplicationId, t.createdAt, t.id),
    // Unread counts (the badge, the chat list) read only the unread rows.
    index('chat_messages_unread_idx')
      .on(t.recipientId, t.jobApplicationId)
      .where(sql`${t.isRead} = false`),
    uniqueIndex('chat_messages_sender_client_unique')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('chat_messages_sender_idx').on(t.senderId),
    // The admin's review queue: each sender's flagged messages of the last 24 hours.
    index('chat_messages_flagged_idx')
      .on(t.senderId, t.createdAt)
      .where(sql`${t.flags} <> '[]'::jsonb`),
    check('chat_messages_content_check', sql`char_length(${t.content}) between 1 and 5000`),
  ],
);

/**
 * When a recipient was last e-mailed about new messages in a chat: at most one mail per
 * conversation per hour, decided atomically in the database so that any number of server
 * instances agree (docs/decisions/016).
 */
export const chatMailNotices = pgTable(
  'chat_mail_notices',
  {
    jobApplicationId: belongsTo('job_application_id', () => jobApplications.id),
    recipientId: belongsTo('recipient_id', () => users.id),
    lastMailedAt: happenedAt('last_mailed_at'),
  },
  (t) => [primaryKey({ columns: [t.jobApplicationId, t.recipientId] })],
);

/**
 * Feedback any logged-in user sends (spec section 2, "Feedback"). It outlives its author, who then
 * shows as 'Unknown' (decisions.md, "Trust and safety").
 */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('feedback_message_check', sql`char_length(${t.message}) between 1 and 5000`),
  ],
);

/**
 * Complaints about a job post or a profile (spec section 3, "Complaint"). `target_type` says which
 * one was reported; the target column turns null if the post or account is later deleted, so the
 * record of what was reported and how it was settled stays. A user has at most one Pending
 * complaint per target (decisions.md).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complainantId: integer('complainant_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: ['job_post', 'profile'] }).notNull(),
    jobPostId: integer('job_post_id').references(() => jobPosts.id, { onDelete: 'set null' }),
    profileId: integer('profile_id').references(() => users.id, { onDelete: 'set null' }),
    // The employer the complaint is against (the post's, or the profile when it is an employer's),
    // set by a trigger (migration 0018) and kept when the post goes: upheld complaints count
    // against verified employers (docs/decisions/049).
    targetEmployerId: integer('target_employer_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    reason: text('reason').notNull(),
    /** Optional kind of wrong (docs/decisions/040), one of src/shared's COMPLAINT_CATEGORIES. */
    category: text('category', {
      enum: [
        'scam',
        'asks_for_payment',
        'off_platform_contact',
        'inappropriate',
        'discrimination',
        'other',
      ],
    }),
    status: text('status', { enum: ['Pending', 'Resolved', 'Rejected'] })
      .notNull()
      .default('Pending'),
    resolutionComment: text('resolution_comment'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('complaints_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('complaints_complainant_idx').on(t.complainantId),
    index('complaints_target_employer_idx')
      .on(t.targetEmployerId)
      .where(sql`${t.status} = 'Resolved'`),
    uniqueIndex('complaints_pending_job_post_unique')
      .on(t.complainantId, t.jobPostId)
      .where(sql`${t.status} = 'Pending' and ${t.jobPostId} is not null`),
    uniqueIndex('complaints_pending_profile_unique')
      .on(t.complainantId, t.profileId)
      .where(sql`${t.status} = 'Pending' and ${t.profileId} is not null`),
    check('complaints_status_check', sql`${t.status} in ('Pending', 'Resolved', 'Rejected')`),
    check('complaints_target_type_check', sql`${t.targetType} in ('job_post', 'profile')`),
    // Exactly one target when filed; a deleted target leaves both null.
    check(
      'complaints_one_target_check',
      sql`(${t.targetType} = 'job_post' and ${t.profileId} is null) or (${t.targetType} = 'profile' and ${t.jobPostId} is null)`,
    ),
    check('complaints_reason_check', sql`char_length(${t.reason}) between 1 and 2000`),
    check(
      'complaints_category_check',
      sql`${t.category} in ('scam', 'asks_for_payment', 'off_platform_contact', 'inappropriate', 'discrimination', 'other')`,
    ),
  ],
);

/**
 * Every admin action, reads of chats and identity documents included (decisions.md): who, what,
 * target and when. No foreign keys: the record must outlive the admin and the target, so the
 * actor's name is kept beside the id.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id'),
    actorUsername: text('actor_username'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ip: text('ip'),
    /** The people the entry is about, whose account activity shows it (docs/decisions/048). */
    subjectIds: integer('subject_ids').array(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_subjects_idx').using('gin', t.subjectIds),
  ],
);

export const SIGN_IN_METHODS = ['password', 'two_factor', 'sign_up'] as const;

/**
 * Each session an account started (docs/decisions/048): when, how, from which address (and its
 * country then) and with which browser; `jti` names the token, so the owner's current session is
 * known. Only the newest SIGN_INS_KEPT rows per account are kept.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    at: happenedAt('at'),
    method: text('method', { enum: SIGN_IN_METHODS }).notNull(),
    ip: text('ip').notNull(),
    country: text('country'),
    userAgent: text('user_agent'),
    jti: text('jti').notNull(),
  },
  (t) => [
    index('sign_ins_user_at_idx').on(t.userId, t.at.desc(), t.id.desc()),
    check('sign_ins_method_check', sql`${t.method} in ('password', 'two_factor', 'sign_up')`),
  ],
);
