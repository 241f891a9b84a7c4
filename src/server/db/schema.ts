/**
 * Every table, as drizzle-kit and the database client read them: one entry over the files of
 * schema/ (accounts, jobs, activity, alerts, billing, invitations, mail, mfa, notifications,
 * recommendations), so that importers name a table without knowing which file holds it. Which feature may write each table: docs/decisions/030.
 */
export * from './schema/accounts.ts';
export * from './schema/activity.ts';
export * from './schema/alerts.ts';
export * from './schema/billing.ts';
export * from './schema/invitations.ts';
export * from './schema/jobs.ts';
export * from './schema/mail.ts';
export * from './schema/mfa.ts';
export * from './schema/notifications.ts';
export * from './schema/recommendations.ts';
