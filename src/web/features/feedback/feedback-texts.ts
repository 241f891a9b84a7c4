/** Texts of the Feedback page: the spec's failure text, then our own. */
export const FEEDBACK_TEXTS = {
  failed: 'Failed to submit feedback.',
  empty: 'Please write your feedback before sending it.',
  tooLong: (max: number) => `Feedback must be at most ${max.toLocaleString('en-US')} characters.`,
  sent: 'Thank you! Your feedback has been sent to our team.',
} as const;

/** Our limit for one message (docs/decisions/020); the server enforces its own. */
export const FEEDBACK_MAX_LENGTH = 5000;
