import { z } from 'zod';
import { isCountryCode } from '../country-codes.ts';
import { MESSAGES } from '../messages.ts';
import { PLAN_IDS } from '../plans.ts';
import { ROLES } from '../roles.ts';
import { adminPageQuerySchema, blankAsAbsent } from './admin.ts';
import { newPasswordSchema } from './auth.ts';
import { profileFindingSchema } from './content-flags.ts';

/**
 * The admin console's Users and Blocked Countries tabs (spec sections 3 and 7; the admin API
 * contract: docs/decisions/018). Field names are the spec's: snake_case for users, camelCase for risk
 * score and blocked countries.
 */

/** One row of GET /admin/users (and the reply of block and unblock). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  is_blocked: z.boolean(),
  identity_verified: z.boolean(),
  identity_document: z.string().nullable(),
  email_verified: z.boolean(),
  /** ISO 3166-1 alpha-2, as registration found it; null when unknown. */
  country: z.string().nullable(),
  /** 0 to 100; null until the account registered or logged in through the API. */
  risk_score: z.number().int().nullable(),
  created_at: z.string(),
  /** Ours (docs/decisions/055): an employer's plan in force now; null for other roles. */
  plan: z.enum(PLAN_IDS).nullable(),
  /** When that paid plan ends or renews; null on free or with no end. */
  plan_until: z.string().nullable(),
  /** The last day of that plan (YYYY-MM-DD) in the employer's time zone; null with no end. */
  plan_last_day: z.string().nullable(),
  /**
   * Ours, with `review=flagged-messages` only (docs/decisions/046): the person's flagged chat
   * messages within the last FLAGGED_MESSAGES_WINDOW_HOURS.
   */
  flagged_messages_recent: z.number().int().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USER_SEARCH_MAX_LENGTH = 100;

export const adminUsersQuerySchema = adminPageQuerySchema.extend({
  /** Part of a username or e-mail address, any case. */
  search: z.preprocess(
    blankAsAbsent,
    z.string().trim().max(USER_SEARCH_MAX_LENGTH, MESSAGES.userSearchTooLong).optional(),
  ),
  role: z.preprocess(
    blankAsAbsent,
    z.enum(ROLES, { error: MESSAGES.userRoleFilterInvalid }).optional(),
  ),
  /** `pending`: an identity document waits for a decision (uploaded, not verified). */
  identity: z.preprocess(
    blankAsAbsent,
    z.enum(['pending'], { error: 'identity must be pending.' }).optional(),
  ),
  /**
   * `flagged-messages`: the review queue of docs/decisions/046, the people who sent at least
   * FLAGGED_MESSAGES_REVIEW_THRESHOLD flagged chat messages within the last
   * FLAGGED_MESSAGES_WINDOW_HOURS (a rolling window ending now), not blocked; most such
   * messages first.
   */
  review: z.preprocess(
    blankAsAbsent,
    z.enum(['flagged-messages'], { error: MESSAGES.userReviewFilterInvalid }).optional(),
  ),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** POST /admin/users/:id/reset-password: the password rules of registration apply. */
export const adminResetPasswordSchema = z.object({ newPassword: newPasswordSchema });

/**
 * What the risk score is made of (decisions.md, "Trust and safety"): another account seen from
 * the same IP, another account that sent the same `x-fingerprint`, and a proxy (a hosting or VPN
 * network, or proxy headers). Ours, after the spec's three (docs/decisions/046): what the scam
 * detector found in what the account wrote to others. Details stored before those existed read
 * as clean.
 */
export const riskDetailsSchema = z.object({
  duplicateIp: z.boolean(),
  proxyDetected: z.boolean(),
  duplicateFingerprint: z.boolean(),
  /** Chat messages this account sent that the detector flagged, ever. */
  flaggedMessages: z.number().int().min(0).default(0),
  /** Cover letters of this account's applications that the detector flagged, ever. */
  flaggedCoverLetters: z.number().int().min(0).default(0),
  /** The profile's texts hold findings as last saved (cleared by a clean save). */
  flaggedProfile: z.boolean().default(false),
});
export type RiskDetails = z.infer<typeof riskDetailsSchema>;
/** The signals of the door (registration and login), which the trust feature assesses. */
export type NetworkRiskDetails = Pick<
  RiskDetails,
  'duplicateIp' | 'proxyDetected' | 'duplicateFingerprint'
>;
/** The risk details that are a yes or no. */
export type RiskFlag = keyof NetworkRiskDetails | 'flaggedProfile';
/** The risk details that count things written (docs/decisions/046). */
export type RiskCount = 'flaggedMessages' | 'flaggedCoverLetters';

/**
 * The weights (docs/decisions/018-users-and-trust.md). The door's three add up to 100. A shared
 * device is the strongest sign of one person behind several accounts; a shared address happens
 * to families, offices and mobile carriers; a VPN or a data-centre address alone is common among
 * careful people. Flagged writing (docs/decisions/046) adds on top, the total capped at 100.
 */
export const RISK_WEIGHTS: Readonly<Record<RiskFlag, number>> = {
  duplicateFingerprint: 45,
  proxyDetected: 30,
  duplicateIp: 25,
  flaggedProfile: 20,
};
/** Each flagged chat message or cover letter adds this much... */
export const FLAGGED_WRITING_WEIGHT = 10;
/** ...up to this much in all: a burst of warnings is one story, not a certainty. */
export const FLAGGED_WRITING_WEIGHT_MAX = 40;

export function riskScoreOf(
  details: NetworkRiskDetails & Partial<Pick<RiskDetails, RiskFlag | RiskCount>>,
): number {
  let score = 0;
  for (const key of Object.keys(RISK_WEIGHTS) as RiskFlag[]) {
    if (details[key]) score += RISK_WEIGHTS[key];
  }
  const written = (details.flaggedMessages ?? 0) + (details.flaggedCoverLetters ?? 0);
  score += Math.min(FLAGGED_WRITING_WEIGHT_MAX, written * FLAGGED_WRITING_WEIGHT);
  return Math.min(100, score);
}

/** The most linked accounts the risk score reply lists. */
export const LINKED_ACCOUNTS_MAX = 100;

/**
 * Another account that was seen with an address or a device of this one (docs/decisions/018),
 * and since when the two share it: the later of their first sightings of it.
 */
export const linkedAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isBlocked: z.boolean(),
  via: z.enum(['ip', 'fingerprint']),
  firstSeenAt: z.string(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/**
 * GET /admin/users/:id/risk-score. `riskScore` is null for an account never assessed. The spec's
 * fields come first; `linkedAccounts` (ours) says which accounts raised the duplicate flags.
 */
export const riskScoreReplySchema = z.object({
  userId: z.number().int(),
  riskScore: z.number().int().min(0).max(100).nullable(),
  details: riskDetailsSchema,
  linkedAccounts: z.array(linkedAccountSchema).max(LINKED_ACCOUNTS_MAX),
  /** Ours (docs/decisions/046): the findings in the profile's texts as last saved. */
  profileFindings: z.array(profileFindingSchema),
  /** Ours: flagged chat messages within the last FLAGGED_MESSAGES_WINDOW_HOURS. */
  flaggedMessagesRecent: z.number().int(),
});
export type RiskScoreReply = z.infer<typeof riskScoreReplySchema>;

/** POST /admin/profile/:id/verify-identity: true verifies, false rejects. */
export const verifyIdentitySchema = z.object({
  verify: z.boolean({ error: MESSAGES.identityVerifyInvalid }),
});
export const verifyIdentityReplySchema = z.object({
  id: z.number().int(),
  identity_verified: z.boolean(),
});

/** A country code as an admin types it: trimmed, upper-cased, one of ISO 3166-1 alpha-2. */
export const countryCodeSchema = z
  .string({ error: MESSAGES.countryCodeMissing })
  .trim()
  .min(1, MESSAGES.countryCodeMissing)
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, MESSAGES.countryCodeInvalid);

/** The Blocked Countries form. */
export const blockedCountryInputSchema = z.object({ countryCode: countryCodeSchema });

export const blockedCountrySchema = z.object({
  id: z.number().int(),
  countryCode: z.string(),
  created_at: z.string(),
});
export type BlockedCountry = z.infer<typeof blockedCountrySchema>;
