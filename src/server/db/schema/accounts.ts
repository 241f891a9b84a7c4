import { sql } from 'drizzle-orm';
import {
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
import type { ProfileFinding } from '../../../shared/schemas/content-flags.ts';
import { belongsTo, happenedAt, timestamps } from './columns.ts';

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
    // E-mail and identity checked, no complaint upheld in 12 months (docs/decisions/049): kept by
    // the triggers of migration 0018, never written by the app.
    verifiedEmployer: boolean('verified_employer').notNull().default(false),
    // Employer-only.
    companyName: text('company_name'),
    companyInfo: text('company_info'),
    referralLink: text('referral_link'),
    // Jobseeker-only.
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    experience: text('experience'),
    portfolio: text('portfolio'),
    videoIntro: text('video_intro'),
    // The facts people hire on (docs/decisions/032), null until the person gives them.
    headline: text('headline'),
    hourlyRate: numeric('hourly_rate', { precision: 7, scale: 2, mode: 'number' }),
    // The country the person says they work from, shown and searched; `country` below is the
    // one registration was seen from, for trust (docs/decisions/018), and the two may differ.
    profileCountry: text('profile_country'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    availability: integer('availability'),
    searchStatus: text('search_status', {
      enum: ['actively_looking', 'open_to_offers', 'not_looking'],
    }),
    // The working day in `timezone`, minutes after local midnight; an end before the start runs
    // across midnight (docs/decisions/051). Both null or both set.
    workStart: integer('work_start'),
    workEnd: integer('work_end'),
    // Optional mail the person may turn off, on until they do (docs/decisions/037). Security
    // and account mail always goes.
    mailPendingReminders: boolean('mail_pending_reminders').notNull().default(true),
    mailInvitations: boolean('mail_invitations').notNull().default(true),
    // When the weekly pending-applications reminder last went to this employer: claimed with a
    // conditional update before the mail, so one week never sees two (docs/decisions/037).
    pendingReminderSentAt: timestamp('pending_reminder_sent_at', { withTimezone: true }),
    // Trust and safety: what registration and login saw (decisions.md, "Trust and safety").
    registrationIp: text('registration_ip'),
    registrationFingerprint: text('registration_fingerprint'),
    lastLoginIp: text('last_login_ip'),
    lastLoginFingerprint: text('last_login_fingerprint'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    country: text('country'),
    riskScore: integer('risk_score'),
    riskDetails: jsonb('risk_details'),
    // The detector's findings in the profile's texts as last saved, each with its field
    // (docs/decisions/046): the admin's risk view shows them.
    profileFlags: jsonb('profile_flags').$type<ProfileFinding[]>().notNull().default([]),
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
    check('users_headline_check', sql`char_length(${t.headline}) <= 120`),
    check('users_hourly_rate_check', sql`${t.hourlyRate} between 0 and 10000`),
    check('users_profile_country_check', sql`${t.profileCountry} ~ '^[A-Z]{2}$'`),
    check('users_availability_check', sql`${t.availability} between 1 and 80`),
    check(
      'users_work_hours_check',
      sql`(${t.workStart} is null) = (${t.workEnd} is null) and ${t.workStart} between 0 and 1439 and ${t.workEnd} between 0 and 1439 and ${t.workStart} <> ${t.workEnd}`,
    ),
    check(
      'users_search_status_check',
      sql`${t.searchStatus} in ('actively_looking', 'open_to_offers', 'not_looking')`,
    ),
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
    userId: belongsTo('user_id', () => users.id),
    categoryId: belongsTo('category_id', () => categories.id),
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
    userId: belongsTo('user_id', () => users.id),
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
    profileId: belongsTo('profile_id', () => users.id),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: happenedAt('viewed_at'),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.viewerKey] })],
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
 * Every address and device an account has been seen from (registration and each login), kept
 * so that risk evidence accumulates: once two accounts shared one, they stay linked
 * (docs/decisions/018). Loopback addresses are not recorded.
 */
export const accountSignals = pgTable(
  'account_signals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind', { enum: ['ip', 'fingerprint'] }).notNull(),
    value: text('value').notNull(),
    firstSeenAt: happenedAt('first_seen_at'),
    lastSeenAt: happenedAt('last_seen_at'),
  },
  (t) => [
    uniqueIndex('account_signals_user_kind_value_unique').on(t.userId, t.kind, t.value),
    index('account_signals_kind_value_idx').on(t.kind, t.value),
    check('account_signals_kind_check', sql`${t.kind} in ('ip', 'fingerprint')`),
  ],
);
