import { MESSAGES } from '../../../shared/messages.ts';

/** Texts of the Complaint page: the spec's (sections 5 and 8) and the server's, then ours. */
export const COMPLAINT_TEXTS = {
  fillAllFields: MESSAGES.complaintFieldsRequired,
  failed: MESSAGES.complaintSubmitFailed,
  idInvalid: MESSAGES.complaintTargetIdInvalid,
  tooLong: MESSAGES.complaintReasonTooLong,
  sent: 'Thank you. Your report was sent and our team will review it. Taking you to your profile…',
  reportsLoadFailed: 'Failed to load your reports.',
  noReports: 'You have not reported anything yet.',
} as const;

export { COMPLAINT_REASON_MAX_LENGTH } from '../../lib/complaints.ts';
