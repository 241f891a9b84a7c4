import { z } from 'zod';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_DEFAULT_RATING,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from '../applications.ts';
import { MESSAGES } from '../messages.ts';

export { type Review, reviewSchema } from './profile.ts';
export { REVIEW_DEFAULT_RATING };

/**
 * POST /api/reviews (spec sections 5 and 7): a party of an Accepted application reviews the
 * other party, once. Rating 1 to 5 (also as text, as a form sends it), a non-empty comment.
 */
export const reviewCreateSchema = z.object({
  job_application_id: z.coerce
    .number({ error: MESSAGES.applicationIdInvalid })
    .int(MESSAGES.applicationIdInvalid)
    .positive(MESSAGES.applicationIdInvalid)
    .max(2_147_483_647, MESSAGES.applicationIdInvalid),
  rating: z.coerce
    .number({ error: MESSAGES.reviewRatingInvalid })
    .int(MESSAGES.reviewRatingInvalid)
    .min(REVIEW_RATING_MIN, MESSAGES.reviewRatingInvalid)
    .max(REVIEW_RATING_MAX, MESSAGES.reviewRatingInvalid),
  comment: z
    .string({ error: MESSAGES.reviewCommentEmpty })
    .trim()
    .min(1, MESSAGES.reviewCommentEmpty)
    .max(REVIEW_COMMENT_MAX_LENGTH, MESSAGES.reviewCommentTooLong),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;
export type ReviewCreate = z.output<typeof reviewCreateSchema>;
