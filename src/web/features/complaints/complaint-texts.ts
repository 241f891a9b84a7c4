/** Texts of the Complaint page: the spec's (sections 5 and 8) first, then our own. */
export const COMPLAINT_TEXTS = {
  fillAllFields: 'Please fill in all fields.',
  failed: 'Failed to submit complaint. Please try again.',
  idInvalid: 'The target ID must be a whole number, such as 42.',
  tooLong: (max: number) => `The reason must be at most ${max.toLocaleString('en-US')} characters.`,
  sent: 'Thank you. Your report was sent and our team will review it. Taking you to your profile…',
  reportsLoadFailed: 'Failed to load your reports.',
  noReports: 'You have not reported anything yet.',
} as const;

/** Our limit for a reason (docs/decisions/020); the server enforces its own. */
export const COMPLAINT_REASON_MAX_LENGTH = 2000;
