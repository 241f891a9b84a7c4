import { z } from 'zod';
import { isCountryCode } from '../country-codes.ts';
import { MESSAGES } from '../messages.ts';
import { ROLES } from '../roles.ts';
import { adminPageQuerySchema, blankAsAbsent } from './admin.ts';
import { newPasswordSchema } from './auth.ts';

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
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** POST /admin/users/:id/reset-password: the password rules of registration apply. */
export const adminResetPasswordSchema = z.object({ newPassword: newPasswordSchema });

/**
 * What the risk score is made of (decisions.md, "Trust and safety"): another account seen from
 * the same IP, another account that sent the same `x-fingerprint`, and a proxy (a hosting or VPN
 * network, or proxy headers).
 */
export const riskDetailsSchema = z.object({
  duplicateIp: z.boolean(),
  proxyDetected: z.boolean(),
  duplicateFingerprint: z.boolean(),
});
export type RiskDetails = z.infer<typeof riskDetailsSchema>;

/**
 * The weights (docs/decisions/018-users-and-trust.md). They add up to 100. A shared device is the
 * strongest sign of one person behind several accounts; a shared address happens to families,
 * offices and mobile carriers; a VPN or a data-centre address alone is common among careful
 * people.
 */
export const RISK_WEIGHTS: Readonly<Record<keyof RiskDetails, number>> = {
  duplicateFingerprint: 45,
  proxyDetected: 30,
  duplicateIp: 25,
};

export function riskScoreOf(details: RiskDetails): number {
  let score = 0;
  for (const key of Object.keys(RISK_WEIGHTS) as (keyof RiskDetails)[]) {
    if (details[key]) score += RISK_WEIGHTS[key];
  }
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
