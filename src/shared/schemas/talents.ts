import { z } from 'zod';
import {
  TALENT_LIST_MAX_LIMIT,
  TALENT_PAGE_SIZE,
  TALENT_RATING_MAX,
  TALENT_RATING_MIN,
} from '../applications.ts';
import { USERNAME_MAX_LENGTH } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { parseSkills } from '../skills.ts';
import { HOURLY_RATE_MAX, LANGUAGE_MAX_LENGTH } from '../talent-facts.ts';
import { clockField, decimalField, idField, wholeNumberField } from './numbers.ts';
import {
  availabilityField,
  categorySchema,
  countryField,
  isIanaTimezone,
  searchStatusField,
  talentFactsShape,
  workingHoursShape,
} from './profile.ts';

/** An empty query value (`?rating=`) means "no filter", as a form with a blank field sends it. */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Orders of Find Talent: rating (then views), or hours of overlap (docs/decisions/051). */
export const TALENT_SORTS = ['rating', 'overlap'] as const;

/**
 * GET /api/talents and GET /api/users?role=jobseeker (spec section 7), both query forms:
 * `skills, experience, rating, timezone, category_id, page, limit` and `username, skills, page,
 * limit`. Every given filter must hold (AND):
 * - `skills`: comma-separated or repeated (`skills[]` too); a talent matches when any of their
 *   skills is one of these, ignoring case, or contains one as a whole word ("react" finds
 *   "React Native").
 * - `experience`: text found in the talent's experience, ignoring case.
 * - `rating`: minimum average rating, 0 to 5 (unrated talents count as 0).
 * - `timezone`: an IANA zone, exactly. `category_id`: one of the talent's categories.
 * - `username`: text found in the username, ignoring case.
 * - The talent facts (docs/decisions/032): `rate_min` and `rate_max` (dollars an hour, inclusive),
 *   `country` (ISO code, any case), `language` (one of theirs, ignoring case),
 *   `availability_min` (at least these hours a week) and `search_status`. A talent who has not
 *   given the fact a filter asks about is not found by it.
 * Ordered by average rating, then profile views, highest first. 10 a page by default.
 */
const talentFilters = z.object({
  skills: z.preprocess(
    blankAsAbsent,
    z
      .union([z.string(), z.array(z.string())], { error: MESSAGES.jobSkillsInvalid })
      .transform(parseSkills)
      .refine(
        (list) => list.length <= 30 && list.every((s) => s.length <= 50),
        MESSAGES.jobSkillsInvalid,
      )
      .optional(),
  ),
  experience: z.preprocess(
    blankAsAbsent,
    z.string().trim().max(200, MESSAGES.fieldTooLong).optional(),
  ),
  rating: z.preprocess(
    blankAsAbsent,
    decimalField(MESSAGES.talentRatingInvalid, TALENT_RATING_MIN, TALENT_RATING_MAX).optional(),
  ),
  timezone: z.preprocess(
    blankAsAbsent,
    z.string().trim().refine(isIanaTimezone, MESSAGES.timezoneInvalid).optional(),
  ),
  category_id: z.preprocess(blankAsAbsent, idField(MESSAGES.jobCategoryInvalid).optional()),
  username: z.preprocess(
    blankAsAbsent,
    z.string().trim().max(USERNAME_MAX_LENGTH, MESSAGES.fieldTooLong).optional(),
  ),
  rate_min: z.preprocess(
    blankAsAbsent,
    decimalField(MESSAGES.hourlyRateInvalid, 0, HOURLY_RATE_MAX).optional(),
  ),
  rate_max: z.preprocess(
    blankAsAbsent,
    decimalField(MESSAGES.hourlyRateInvalid, 0, HOURLY_RATE_MAX).optional(),
  ),
  country: z.preprocess(blankAsAbsent, countryField.optional()),
  language: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: MESSAGES.languageFilterInvalid })
      .trim()
      .max(LANGUAGE_MAX_LENGTH, MESSAGES.languageFilterInvalid)
      .optional(),
  ),
  availability_min: z.preprocess(blankAsAbsent, availabilityField.optional()),
  search_status: z.preprocess(blankAsAbsent, searchStatusField.optional()),
  // Overlap with the employer's working window (docs/decisions/051): employers and admins only.
  overlap_timezone: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: MESSAGES.timezoneInvalid })
      .trim()
      .refine(isIanaTimezone, MESSAGES.timezoneInvalid)
      .optional(),
  ),
  overlap_start: z.preprocess(blankAsAbsent, clockField(MESSAGES.overlapTimeInvalid).optional()),
  overlap_end: z.preprocess(blankAsAbsent, clockField(MESSAGES.overlapTimeInvalid).optional()),
  min_overlap: z.preprocess(
    blankAsAbsent,
    wholeNumberField(MESSAGES.minOverlapInvalid, 0, 24).optional(),
  ),
  sort: z.preprocess(
    blankAsAbsent,
    z.enum(TALENT_SORTS, { error: MESSAGES.talentSortInvalid }).default('rating'),
  ),
  page: z.preprocess(blankAsAbsent, wholeNumberField(MESSAGES.pageInvalid, 1, 100_000).default(1)),
  limit: z.preprocess(
    blankAsAbsent,
    wholeNumberField(MESSAGES.limitInvalid, 1, TALENT_LIST_MAX_LIMIT).default(TALENT_PAGE_SIZE),
  ),
});

/** Whether a query asks about overlap at all: then it must name the whole window. */
export const asksOverlap = (q: {
  overlap_timezone?: string | undefined;
  overlap_start?: number | undefined;
  overlap_end?: number | undefined;
  min_overlap?: number | undefined;
  sort?: string | undefined;
}) =>
  q.overlap_timezone !== undefined ||
  q.overlap_start !== undefined ||
  q.overlap_end !== undefined ||
  q.min_overlap !== undefined ||
  q.sort === 'overlap';

/** An overlap filter or sort names the window whole, its start and end apart. */
const overlapWindowWhole = {
  check: (q: Parameters<typeof asksOverlap>[0]) =>
    !asksOverlap(q) ||
    (q.overlap_timezone !== undefined &&
      q.overlap_start !== undefined &&
      q.overlap_end !== undefined &&
      q.overlap_start !== q.overlap_end),
  params: { message: MESSAGES.overlapFilterIncomplete, path: ['overlap_timezone'] },
};

/** A range the wrong way round finds no one by definition: it is the caller's mistake. */
const rateRangeInOrder = {
  check: (q: { rate_min?: number | undefined; rate_max?: number | undefined }) =>
    q.rate_min === undefined || q.rate_max === undefined || q.rate_min <= q.rate_max,
  params: { message: MESSAGES.rateRangeInvalid, path: ['rate_min'] },
};

export const talentQuerySchema = talentFilters
  .refine(rateRangeInOrder.check, rateRangeInOrder.params)
  .refine(overlapWindowWhole.check, overlapWindowWhole.params);
export type TalentQuery = z.output<typeof talentQuerySchema>;

/** GET /api/users: the same filters; only jobseekers can be listed (`role` may be left out). */
export const userSearchQuerySchema = talentFilters
  .extend({ role: z.literal('jobseeker', { error: MESSAGES.talentRoleInvalid }).optional() })
  .refine(rateRangeInOrder.check, rateRangeInOrder.params)
  .refine(overlapWindowWhole.check, overlapWindowWhole.params);

/**
 * A talent card (spec section 3, "Talent"): both spellings the spec lists are sent
 * (`average_rating`/`averageRating`, `profile_views`/`profileViews`,
 * `categories`/`skillCategories`).
 */
export const talentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  timezone: z.string().nullable(),
  average_rating: z.number().nullable(),
  averageRating: z.number().nullable(),
  skills: z.array(z.string()),
  experience: z.string().nullable(),
  categories: z.array(categorySchema),
  skillCategories: z.array(categorySchema),
  profile_views: z.number().int(),
  profileViews: z.number().int(),
  identity_verified: z.boolean(),
  created_at: z.string(),
  ...talentFactsShape,
  ...workingHoursShape,
  /**
   * Whole hours of the talent's working day inside the window the query gave, today (time-zone
   * database, docs/decisions/051); null without working hours; absent when no window was given.
   */
  overlap_hours: z.number().int().nullable().optional(),
});
export type Talent = z.infer<typeof talentSchema>;

export const talentListReplySchema = z.object({
  data: z.array(talentSchema),
  total: z.number().int(),
});
export type TalentList = z.infer<typeof talentListReplySchema>;
