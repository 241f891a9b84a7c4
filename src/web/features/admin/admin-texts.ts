import type { FindingKind } from '../../../shared/trust/findings.ts';

/**
 * Texts of the admin console. The spec's own (section 8 "Admin", section 5) come first and are
 * contracts; the rest follow their pattern: 'Failed to <action>' when an action fails without a
 * server message, and one success line per action (docs/decisions/020).
 */
export const ADMIN_TEXTS = {
  // Spec texts.
  someDataFailed: 'Some data failed to load. Check errors below.',
  unexpectedError: 'Unexpected error occurred. Please try again.',
  deleteUserFailed: 'Failed to delete user',
  blockUserFailed: 'Failed to block user',
  anonymous: 'Anonymous',
  unknown: 'Unknown',
  notSet: 'Not set',

  // Failures, by the spec's pattern.
  unblockUserFailed: 'Failed to unblock user',
  resetPasswordFailed: 'Failed to reset password',
  verifyIdentityFailed: 'Failed to verify identity',
  rejectIdentityFailed: 'Failed to reject identity',
  riskScoreFailed: 'Failed to load risk score',
  flaggedMessagesFailed: 'Failed to load the flagged messages',
  onlineCheckFailed: 'Failed to check online status',
  exportFailed: 'Failed to export users',
  identityDocumentFailed: 'Failed to open identity document',
  deleteJobFailed: 'Failed to delete job post',
  approveJobFailed: 'Failed to approve job post',
  flagJobFailed: 'Failed to flag job post',
  setLimitFailed: 'Failed to set application limit',
  notifyFailed: 'Failed to notify candidates',
  deleteReviewFailed: 'Failed to delete review',
  createCategoryFailed: 'Failed to create category',
  addCountryFailed: 'Failed to add blocked country',
  removeCountryFailed: 'Failed to remove blocked country',
  resolveComplaintFailed: 'Failed to resolve complaint',
  saveSettingsFailed: 'Failed to save settings',
  grantPlanFailed: 'Failed to grant plan',
  refusePlanFailed: 'Failed to refuse plan request',
  setPlanFailed: 'Failed to set plan',

  // Loading failures, one per source.
  usersLoadFailed: 'Failed to load users.',
  jobPostsLoadFailed: 'Failed to load job posts.',
  reviewsLoadFailed: 'Failed to load reviews.',
  feedbackLoadFailed: 'Failed to load feedback.',
  categoriesLoadFailed: 'Failed to load categories. Please try again.',
  countriesLoadFailed: 'Failed to load blocked countries.',
  complaintsLoadFailed: 'Failed to load complaints.',
  chatLoadFailed: 'Failed to load chat history.',
  jobsWithApplicationsLoadFailed: 'Failed to load job postings with applications.',
  statsLoadFailed: 'Failed to load statistics.',
  geographyLoadFailed: 'Failed to load signups by country.',
  onlineUsersLoadFailed: 'Failed to load online users.',
  recentRegistrationsLoadFailed: "Failed to load today's registrations.",
  registrationsLoadFailed: 'Failed to load registration statistics.',
  growthLoadFailed: 'Failed to load growth trends.',
  leaderboardLoadFailed: 'Failed to load this leaderboard.',
  settingsLoadFailed: 'Failed to load settings.',
  auditLoadFailed: 'Failed to load the audit log.',
  planRequestsLoadFailed: 'Failed to load plan requests.',
  billingLoadFailed: 'Failed to load subscription figures.',

  // Successes.
  userDeleted: (name: string) => `User ${name} was deleted.`,
  userBlocked: (name: string) => `User ${name} was blocked and signed out.`,
  userUnblocked: (name: string) => `User ${name} was unblocked.`,
  passwordReset: (name: string) =>
    `The password of ${name} was reset. Their open sessions were ended.`,
  identityVerified: (name: string) => `The identity of ${name} is now verified.`,
  identityRejected: (name: string) => `The identity of ${name} is marked as not verified.`,
  usersExported: 'users.csv was downloaded.',
  jobDeleted: (title: string) => `Job post "${title}" was deleted.`,
  jobApproved: (title: string) => `Job post "${title}" was approved.`,
  jobFlagged: (title: string) => `Job post "${title}" was flagged for review.`,
  jobApprovedWithFindings: (title: string) =>
    `Job post "${title}" was approved with its findings; they stay in the audit log.`,
  limitSet: (title: string, limit: number | null) =>
    limit === null
      ? `Job post "${title}" has no application limit of its own now.`
      : `Job post "${title}" now accepts at most ${limit} applications.`,
  candidatesNotified: (sent: number, total: number) =>
    total === 0
      ? 'No candidate to notify: every matching jobseeker has applied or was notified already.'
      : `${sent} of ${total} candidate${total === 1 ? '' : 's'} notified.`,
  reviewDeleted: 'The review was deleted.',
  categoryCreated: (name: string) => `Category "${name}" was created.`,
  countryAdded: (code: string) => `Registrations from ${code} are now blocked.`,
  countryRemoved: (code: string) => `Registrations from ${code} are allowed again.`,
  complaintResolved: (status: string, action = 'none') =>
    `The complaint was marked ${status}.${COMPLAINT_ACTION_DONE[action] ?? ''}`,
  settingsSaved: (limit: number | null) =>
    limit === null
      ? 'The global application limit was cleared.'
      : `The global application limit is now ${limit}.`,
  // Plans (docs/decisions/055): `term` is planTerm's "with no end date" or "until …".
  planGranted: (name: string, plan: string, term: string) =>
    `${name} is now on the ${plan} plan ${term}. They were e-mailed.`,
  planRefused: (name: string, plan: string) =>
    `The request of ${name} for ${plan} was refused. They were e-mailed.`,
  planSet: (name: string, plan: string, term: string) =>
    plan === 'Free'
      ? `${name} is now on the Free plan. They were e-mailed.`
      : `${name} is now on the ${plan} plan ${term}. They were e-mailed.`,

  // Prompts (spec section 5, "Admin prompts").
  countRequired: 'Please enter how many candidates to notify: a whole number from 1 to 500.',
  orderRequired: 'Please choose an order: first applicants, latest applicants or random.',
  limitNumeric: 'The application limit must be a whole number of at least 1, or empty for none.',
  statusRequired: 'Please choose Resolved or Rejected.',
  passwordRequired: 'Please enter a new password.',
} as const;

/** What the success line adds for an action on a complaint's target (docs/decisions/042). */
const COMPLAINT_ACTION_DONE: Record<string, string> = {
  unpublish_post: ' The post was unpublished.',
  delete_post: ' The post was deleted.',
  block_user: ' The user was blocked.',
};

/** What the scam detector found, as an admin reads it: Job Posts, flagged messages, risk (docs/decisions/045, 046). */
export const FINDING_LABELS: Record<FindingKind, string> = {
  contact_info: 'Contact details',
  upfront_payment: 'Asks for a fee',
  payment_method: 'Gift card, crypto or transfer',
  off_platform: 'Leaving TalentBridge',
};

/** "1 finding", "3 findings". */
export const findingCount = (count: number) => (count === 1 ? '1 finding' : `${count} findings`);
