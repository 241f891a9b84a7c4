import { z } from 'zod';
import { findingSchema } from './trust.ts';

/**
 * What the scam detector found in what people write to each other (docs/decisions/046): chat
 * messages and cover letters carry their findings as `flags`; a profile's texts feed the risk
 * details of its account.
 */

/** The profile texts the detector reads on each save (PUT /profile), in this order. */
export const PROFILE_TEXT_FIELDS = [
  'headline',
  'experience',
  'portfolio',
  'company_name',
  'company_info',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** A finding in a profile text, with the field it sits in. */
export const profileFindingSchema = findingSchema.extend({ field: z.enum(PROFILE_TEXT_FIELDS) });
export type ProfileFinding = z.infer<typeof profileFindingSchema>;

/**
 * The admin's review queue (GET /admin/users?review=flagged-messages): a sender with at least
 * this many flagged chat messages within the last FLAGGED_MESSAGES_WINDOW_HOURS, a rolling
 * window ending now.
 */
export const FLAGGED_MESSAGES_REVIEW_THRESHOLD = 3;
export const FLAGGED_MESSAGES_WINDOW_HOURS = 24;
