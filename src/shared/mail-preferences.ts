/**
 * Optional mail a person may turn off (docs/decisions/037), each one role's, on until turned off.
 * Security and account mail (verification, password reset, e-mail change) always goes, and so do
 * the answers to a person's own application (accepted, rejected): those are not in this list.
 */
export const MAIL_PREFERENCES = {
  /** The weekly reminder of applications Pending for more than 7 days. */
  pending_reminders: {
    role: 'employer',
    label: 'Weekly reminder of applicants waiting',
    description:
      'Once a week at most, when applicants have waited more than 7 days for your answer.',
  },
  /** The mail that tells a jobseeker an employer invited them to apply. */
  invitations: {
    role: 'jobseeker',
    label: 'Invitations to apply',
    description:
      'When an employer invites you to apply to a job. Invitations still appear on your Invitations page.',
  },
} as const;

export type MailPreference = keyof typeof MAIL_PREFERENCES;
export const MAIL_PREFERENCE_NAMES = Object.keys(MAIL_PREFERENCES) as [
  MailPreference,
  ...MailPreference[],
];

export function isMailPreference(value: unknown): value is MailPreference {
  return typeof value === 'string' && Object.hasOwn(MAIL_PREFERENCES, value);
}

/** The preferences a role has, in display order. */
export function mailPreferencesOf(role: string): MailPreference[] {
  return MAIL_PREFERENCE_NAMES.filter((name) => MAIL_PREFERENCES[name].role === role);
}

/** A reminder goes to an employer at most once in this long (docs/decisions/037). */
export const PENDING_REMINDER_INTERVAL_DAYS = 7;
/** Applications Pending for longer than this are the reminder's subject. */
export const PENDING_REMINDER_AFTER_DAYS = 7;
/** How long an unsubscribe link in a mail keeps working. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
