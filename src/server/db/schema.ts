import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
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

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * One row per person, both roles and admins (spec section 3, "User profile"). Role-specific
 * columns stay null for the other roles.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['jobseeker', 'employer', 'admin'] }).notNull(),
    timezone: text('timezone'),
    currency: text('currency'),
    avatar: text('avatar'),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }),
    identityVerified: boolean('identity_verified').notNull().default(false),
    identityDocument: text('identity_document'),
    profileViews: integer('profile_views').notNull().default(0),
    isBlocked: boolean('is_blocked').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Employer-only.
    companyName: text('company_name'),
    companyInfo: text('company_info'),
    referralLink: text('referral_link'),
    // Jobseeker-only.
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    experience: text('experience'),
    portfolio: text('portfolio'),
    videoIntro: text('video_intro'),
    // Trust and safety: what registration and login saw (decisions.md, "Trust and safety").
    registrationIp: text('registration_ip'),
    registrationFingerprint: text('registration_fingerprint'),
    lastLoginIp: text('last_login_ip'),
    lastLoginFingerprint: text('last_login_fingerprint'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    country: text('country'),
    riskScore: integer('risk_score'),
    riskDetails: jsonb('risk_details'),
    // Tokens issued before this instant are refused (password reset, admin reset, block).
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    // Carried in every token; raising it ends every session at once, to the request, whatever
    // the clock (docs/decisions/002).
    sessionVersion: integer('session_version').notNull().default(0),
    // An e-mail change waiting for its confirmation link (docs/decisions/008): until then the
    // old address stays the login and reset address.
    pendingEmail: text('pending_email'),
    // The identity document an admin verified, kept while a newer upload waits for a decision
    // (docs/decisions/018).
    previousIdentityDocument: text('previous_identity_document'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Usernames are unique regardless of case: "Anna" and "anna" are one person to a reader.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    // Risk details (decisions.md): other accounts seen from the same address or fingerprint.
    index('users_registration_ip_idx').on(t.registrationIp),
    index('users_last_login_ip_idx').on(t.lastLoginIp),
    index('users_registration_fingerprint_idx').on(t.registrationFingerprint),
    index('users_last_login_fingerprint_idx').on(t.lastLoginFingerprint),
    // Analytics: registrations over time.
    index('users_created_idx').on(t.createdAt),
    // Find Talent's order (decisions.md): rating, then profile views, among listed jobseekers.
    index('users_talent_order_idx')
      .on(t.averageRating.desc().nullsLast(), t.profileViews.desc(), t.id)
      .where(sql`${t.role} = 'jobseeker' and ${t.isBlocked} = false`),
    check('users_role_check', sql`${t.role} in ('jobseeker', 'employer', 'admin')`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('categories_name_lower_unique').on(sql`lower(${t.name})`)],
);

/** A jobseeker's categories (spec section 3: categories, also seen as skillCategories). */
export const userCategories = pgTable(
  'user_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId] }),
    index('user_categories_category_idx').on(t.categoryId),
  ],
);

/** Logged-out tokens, kept until they would have expired anyway (decisions.md). */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use links sent by e-mail (decisions.md): only a SHA-256 of the token is stored, so a
 * database leak cannot be turned into working links.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'confirm_email_change', 'cancel_email_change'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    // The address a change-of-address link is for: a later change makes it stale.
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'auth_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'confirm_email_change', 'cancel_email_change')`,
    ),
  ],
);

/**
 * The last counted view of a profile per viewer (a user, or an IP for visitors): a view counts
 * once per viewer per profile per hour (decisions.md).
 */
export const profileViews = pgTable(
  'profile_views',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.viewerKey] })],
);

/**
 * Job posts (spec section 3). `description` is sanitized HTML; `description_text` its plain text,
 * which the length rule counts and full-text search indexes. `search` is kept by PostgreSQL.
 */
export const jobPosts = pgTable(
  'job_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    pendingReview: boolean('pending_review').notNull().default(true),
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
    check('job_posts_status_check', sql`${t.status} in ('Active', 'closed')`),
    check('job_posts_salary_check', sql`${t.salary} is null or ${t.salary} >= 0`),
    check(
      'job_posts_application_limit_check',
      sql`${t.applicationLimit} is null or ${t.applicationLimit} >= 1`,
    ),
  ],
);

/** The last counted view of a job per viewer: once per viewer per job per hour. */
export const jobViews = pgTable(
  'job_views',
  {
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobPostId, t.viewerKey] })],
);

/**
 * Applications (spec section 3): a jobseeker's application to a job post, once per post. They go
 * with the post and with the applicant's account. `note` is the applicant's optional message to
 * the employer (the spec's `jobDescription`).
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    jobseekerId: integer('jobseeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Pending', 'Accepted', 'Rejected'] })
      .notNull()
      .default('Pending'),
    note: text('note'),
    ...timestamps,
  },
  (t) => [
    // Once per post: the backstop under the apply transaction's own check.
    uniqueIndex('job_applications_post_jobseeker_unique').on(t.jobPostId, t.jobseekerId),
    index('job_applications_jobseeker_idx').on(t.jobseekerId, t.createdAt),
    check('job_applications_status_check', sql`${t.status} in ('Pending', 'Accepted', 'Rejected')`),
  ],
);

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
    revieweeId: integer('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    jobApplicationId: integer('job_application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    clientId: text('client_id'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
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
    jobApplicationId: integer('job_application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }).notNull().defaultNow(),
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
    reason: text('reason').notNull(),
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
  ],
);

/** Countries registration is refused from (ISO 3166-1 alpha-2, upper case). */
export const blockedCountries = pgTable(
  'blocked_countries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    countryCode: text('country_code').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('blocked_countries_code_unique').on(t.countryCode),
    check('blocked_countries_code_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * Who was told about which post by Notify Candidates: nobody is notified twice for one post
 * (decisions.md, "Trust and safety").
 */
export const jobNotifications = pgTable(
  'job_notifications',
  {
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobPostId, t.userId] })],
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
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/**
 * Every address and device an account has been seen from (registration and each login), kept
 * so that risk evidence accumulates: once two accounts shared one, they stay linked
 * (docs/decisions/018). Loopback addresses are not recorded.
 */
export const accountSignals = pgTable(
  'account_signals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ip', 'fingerprint'] }).notNull(),
    value: text('value').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_signals_user_kind_value_unique').on(t.userId, t.kind, t.value),
    index('account_signals_kind_value_idx').on(t.kind, t.value),
    check('account_signals_kind_check', sql`${t.kind} in ('ip', 'fingerprint')`),
  ],
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
