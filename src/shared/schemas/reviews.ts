import { z } from 'zod';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_DEFAULT_RATING,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from '../applications.ts';
import { MESSAGES } from '../messages.ts';
import { idField, wholeNumberField } from './numbers.ts';

export { type Review, reviewSchema } from './profile.ts';
export { REVIEW_DEFAULT_RATING };

/**
 * POST /api/reviews (spec sections 5 and 7): a party of an Accepted application reviews the
 * other party, once. Rating 1 to 5 (also as text, as a form sends it), a non-empty comment.
 */
export const reviewCreateSchema = z.object({
  job_application_id: idField(MESSAGES.applicationIdInvalid),
  rating: wholeNumberField(MESSAGES.reviewRatingInvalid, REVIEW_RATING_MIN, REVIEW_RATING_MAX),
  comment: z
    .string({ error: MESSAGES.reviewCommentEmpty })
    .trim()
    .min(1, MESSAGES.reviewCommentEmpty)
    .max(REVIEW_COMMENT_MAX_LENGTH, MESSAGES.reviewCommentTooLong),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;
export type ReviewCreate = z.output<typeof reviewCreateSchema>;
