import { MESSAGES } from '../../../shared/messages.ts';

/** Texts of the Complaint page: the spec's (sections 5 and 8) and the server's, then ours. */
export const COMPLAINT_TEXTS = {
  fillAllFields: MESSAGES.complaintFieldsRequired,
  failed: MESSAGES.complaintSubmitFailed,
  idInvalid: MESSAGES.complaintTargetIdInvalid,
  tooLong: MESSAGES.complaintReasonTooLong,
  sent: 'Thank you. Your report was sent and our team will review it.',
  reportsLoadFailed: 'Failed to load your reports.',
  noReports: 'You have not reported anything yet.',
  noTarget:
    'To report a job post or a profile, open it and choose Report Job Post or Report Profile.',
  jobGone: 'This job post cannot be found: it may have been closed or removed.',
  profileGone: 'This profile cannot be found: the account may have been removed.',
  targetLoadFailed: 'Failed to load what you are reporting. Please try again.',
} as const;

export { COMPLAINT_REASON_MAX_LENGTH } from '../../lib/complaints.ts';
