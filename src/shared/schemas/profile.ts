import { z } from 'zod';
import {
  CATEGORIES_MAX_COUNT,
  CATEGORY_NAME_MAX_LENGTH,
  COMPANY_INFO_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  EXPERIENCE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
  URL_MAX_LENGTH,
} from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { ROLES } from '../roles.ts';
import { parseSkills } from '../skills.ts';
import { emailSchema, usernameSchema } from './auth.ts';
import { idField } from './numbers.ts';

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

/**
 * The caller's own profile (GET /api/profile). Field names follow spec section 3; role-specific
 * fields are null for the roles they do not belong to.
 */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  timezone: z.string().nullable(),
  currency: z.string().nullable(),
  avatar: z.string().nullable(),
  average_rating: z.number().nullable(),
  identity_verified: z.boolean(),
  identity_document: z.string().nullable(),
  profile_views: z.number().int(),
  is_blocked: z.boolean(),
  email_verified: z.boolean(),
  /** A new address waiting for its confirmation link (docs/decisions/008); the owner's only. */
  pending_email: z.string().nullable(),
  created_at: z.string(),
  company_name: z.string().nullable(),
  company_info: z.string().nullable(),
  referral_link: z.string().nullable(),
  skills: z.array(z.string()),
  categories: z.array(categorySchema),
  experience: z.string().nullable(),
  portfolio: z.string().nullable(),
  video_intro: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export function isIanaTimezone(value: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
export function isIsoCurrency(value: string): boolean {
  return CURRENCIES.has(value);
}

const optionalText = (max: number) =>
  z
    .string({ error: MESSAGES.fieldTooLong })
    .trim()
    .max(max, MESSAGES.fieldTooLong)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const optionalUrl = z
  .string({ error: MESSAGES.urlInvalid })
  .trim()
  .max(URL_MAX_LENGTH, MESSAGES.urlInvalid)
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), MESSAGES.urlInvalid)
  .refine((v) => {
    if (v === '') return true;
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, MESSAGES.urlInvalid)
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/**
 * PUT /api/profile (spec section 7): every field optional (omitted = unchanged), empty text or
 * null clears an optional field. The server refuses fields of another role.
 */
export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  // Needed only with a new e-mail address (docs/decisions/008); never stored.
  currentPassword: z
    .string({ error: MESSAGES.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, MESSAGES.currentPasswordWrong)
    .optional(),
  timezone: z
    .string({ error: MESSAGES.timezoneInvalid })
    .trim()
    .refine((v) => v === '' || isIanaTimezone(v), MESSAGES.timezoneInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  currency: z
    .string({ error: MESSAGES.currencyInvalid })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isIsoCurrency(v), MESSAGES.currencyInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  // Jobseekers.
  skills: z
    .union([z.string(), z.array(z.string({ error: MESSAGES.skillsTooMany }))], {
      error: MESSAGES.skillsTooMany,
    })
    .transform(parseSkills)
    .refine(
      (list) => list.length <= SKILLS_MAX_COUNT && list.every((s) => s.length <= SKILL_MAX_LENGTH),
      MESSAGES.skillsTooMany,
    )
    .optional(),
  experience: optionalText(EXPERIENCE_MAX_LENGTH),
  portfolio: optionalUrl,
  video_intro: optionalUrl,
  categoryIds: z
    .array(idField(MESSAGES.categoriesUnknown), { error: MESSAGES.categoriesUnknown })
    .max(CATEGORIES_MAX_COUNT, MESSAGES.categoriesUnknown)
    .optional(),
  // Employers.
  company_name: optionalText(COMPANY_NAME_MAX_LENGTH),
  company_info: optionalText(COMPANY_INFO_MAX_LENGTH),
  referral_link: optionalUrl,
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const JOBSEEKER_ONLY_FIELDS = [
  'skills',
  'experience',
  'portfolio',
  'video_intro',
  'categoryIds',
] as const;
export const EMPLOYER_ONLY_FIELDS = ['company_name', 'company_info', 'referral_link'] as const;

/** GET /api/users/:id: what anyone may see; e-mail only for logged-in viewers. */
export const publicProfileSchema = profileSchema
  .omit({
    identity_document: true,
    is_blocked: true,
    email_verified: true,
    email: true,
    pending_email: true,
  })
  .extend({ email: z.string().nullable() });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const categoryCreateSchema = z.object({
  name: z
    .string({ error: MESSAGES.categoryNameEmpty })
    .trim()
    .min(1, MESSAGES.categoryNameEmpty)
    .max(CATEGORY_NAME_MAX_LENGTH, MESSAGES.categoryNameTooLong),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  reviewer: z.object({ username: z.string() }).nullable(),
  created_at: z.string(),
  job_application_id: z.number().int().nullable(),
  job_application: z.object({ id: z.number().int() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
