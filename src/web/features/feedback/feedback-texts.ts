import { MESSAGES } from '../../../shared/messages.ts';

/** Texts of the Feedback page: the spec's failure text and the server's own rules, then ours. */
export const FEEDBACK_TEXTS = {
  failed: MESSAGES.feedbackSubmitFailed,
  empty: MESSAGES.feedbackEmpty,
  tooLong: MESSAGES.feedbackTooLong,
  sent: 'Thank you! Your feedback has been sent to our team.',
} as const;

export { FEEDBACK_MAX_LENGTH } from '../../../shared/schemas/admin-content.ts';
