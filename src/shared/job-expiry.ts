/**
 * Job posts expire (docs/decisions/058): a public post closes by itself this many days after it
 * last became public (approval, reopen) or was extended.
 */
export const JOB_POST_LIFETIME_DAYS = 60;
/** The employer is reminded this many days before, once per expiry. */
export const JOB_POST_EXPIRY_REMINDER_DAYS = 7;
