/** Application statuses exactly as the spec gives them (sections 3 and 4). */
export const APPLICATION_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
/** What the post's owner may turn a Pending application into. */
export const APPLICATION_DECISIONS = ['Accepted', 'Rejected'] as const;

/** An optional note to the employer sent with an application (docs/decisions/012). */
export const APPLICATION_NOTE_MAX_LENGTH = 2000;
/**
 * Proposals (docs/decisions/033): what a post may ask and an applicant may offer. A cover letter is
 * the spec's note (`description`), so it keeps the note's 2,000-character maximum.
 */
export const SCREENING_QUESTIONS_MAX = 5;
export const SCREENING_QUESTION_MAX_LENGTH = 300;
export const SCREENING_ANSWER_MAX_LENGTH = 2000;
export const MIN_COVER_LETTER_MAX = APPLICATION_NOTE_MAX_LENGTH;
/** A proposed hourly rate in dollars: 0 to this, cents at most. */
export const PROPOSED_RATE_MAX = 10_000;
/** Availability in hours a week. */
export const AVAILABILITY_MIN_HOURS = 1;
export const AVAILABILITY_MAX_HOURS = 80;

/** Bulk rejection (docs/decisions/035): how many at once, and the employer's note to them. */
export const BULK_REJECT_MAX = 500;
export const REJECTION_MESSAGE_MAX_LENGTH = 1000;
/** The note closing a post offers to send to everyone still Pending. */
export const DEFAULT_REJECTION_MESSAGE =
  'Thank you for your interest. We have closed this position and will not be moving forward with more applicants. We wish you the best in your search.';

/** Responsiveness shows once this many have applied to an employer's posts (docs/decisions/035). */
export const RESPONSIVENESS_MIN_APPLICATIONS = 5;
/** A Pending application counts as unanswered once it is this many days old. */
export const RESPONSE_GRACE_DAYS = 7;

/** Application limits (per post and global) are whole numbers from 1 to this. */
export const APPLICATION_LIMIT_MAX = 100_000;

/** Reviews (spec sections 5 and 9): 1 to 5 stars, 5 by default, and a comment. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_DEFAULT_RATING = 5;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/** Find Talent (spec section 9): 10 talents a page; the minimum-rating filter runs 0 to 5. */
export const TALENT_PAGE_SIZE = 10;
export const TALENT_LIST_MAX_LIMIT = 100;
export const TALENT_RATING_MIN = 0;
export const TALENT_RATING_MAX = 5;
