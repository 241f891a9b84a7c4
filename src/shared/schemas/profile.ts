import { z } from 'zod';
import { AVAILABILITY_MAX_HOURS, AVAILABILITY_MIN_HOURS } from '../applications.ts';
import { isCountryCode } from '../country-codes.ts';
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
import { MAIL_PREFERENCE_NAMES, type MailPreference } from '../mail-preferences.ts';
import { MESSAGES } from '../messages.ts';
import { COMPLETENESS_STEPS, type CompletenessField } from '../profile-completeness.ts';
import { ROLES } from '../roles.ts';
import { parseSkills } from '../skills.ts';
import {
  HEADLINE_MAX_LENGTH,
  HOURLY_RATE_MAX,
  LANGUAGE_MAX_LENGTH,
  LANGUAGES_MAX_COUNT,
  parseLanguages,
  SEARCH_STATUSES,
} from '../talent-facts.ts';
import { isIanaTimezone } from '../working-hours.ts';
import { emailSchema, usernameSchema } from './auth.ts';
import { clockField, decimalField, idField, wholeNumberField } from './numbers.ts';

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

/**
 * The facts people hire on (docs/decisions/032), in profile replies and talent cards alike:
 * jobseekers' only, null (languages empty) until given.
 */
export const talentFactsShape = {
  headline: z.string().nullable(),
  hourly_rate: z.number().nullable(),
  /** ISO 3166-1 alpha-2, as the person chose it (not the country registration came from). */
  country: z.string().nullable(),
  languages: z.array(z.string()),
  availability: z.number().int().nullable(),
  search_status: z.enum(SEARCH_STATUSES).nullable(),
};

/**
 * A jobseeker's working day in their profile's time zone (docs/decisions/051): "HH:MM" start and
 * end, the end before the start for a day across midnight; null until given and for other roles.
 */
export const workingHoursSchema = z.object({ start: z.string(), end: z.string() });
export const workingHoursShape = { working_hours: workingHoursSchema.nullable() };

function mailPreferencesShape<T extends z.ZodType>(value: T) {
  return Object.fromEntries(MAIL_PREFERENCE_NAMES.map((name) => [name, value])) as Record<
    MailPreference,
    T
  >;
}

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
  /**
   * E-mail and identity checked and no complaint upheld in 12 months (docs/decisions/049);
   * employers only, false for other roles.
   */
  verified_employer: z.boolean(),
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
  ...talentFactsShape,
  ...workingHoursShape,
  /**
   * Optional mail the owner receives (docs/decisions/037): true or false for the preferences of
   * the owner's role, null for the other role's.
   */
  mail_preferences: z.object(mailPreferencesShape(z.boolean().nullable())),
  /** The owner's completeness meter (shared/profile-completeness.ts); null for other roles. */
  completeness: z
    .object({
      percent: z.number().int(),
      next_step: z
        .object({
          field: z.enum(
            COMPLETENESS_STEPS.map((step) => step.field) as [
              CompletenessField,
              ...CompletenessField[],
            ],
          ),
          label: z.string(),
        })
        .nullable(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

// Moved to the shared working-hours module (docs/decisions/051); re-exported for old imports.
export { isIanaTimezone };

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

/** Blank text, as a form's empty number or choice sends it, clears the value. */
const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A list typed comma-separated or sent as an array, tidied as skills are, first letters capital. */
const languagesSchema = z
  .union([z.string(), z.array(z.string({ error: MESSAGES.languagesInvalid }))], {
    error: MESSAGES.languagesInvalid,
  })
  .transform(parseLanguages)
  .refine(
    (list) =>
      list.length <= LANGUAGES_MAX_COUNT && list.every((l) => l.length <= LANGUAGE_MAX_LENGTH),
    MESSAGES.languagesInvalid,
  );

/** Dollars an hour from 0 to HOURLY_RATE_MAX, cents at most. */
export const hourlyRateField = decimalField(MESSAGES.hourlyRateInvalid, 0, HOURLY_RATE_MAX).refine(
  (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
  MESSAGES.hourlyRateInvalid,
);

export const countryField = z
  .string({ error: MESSAGES.countryCodeInvalid })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, MESSAGES.countryCodeInvalid);

export const availabilityField = wholeNumberField(
  MESSAGES.availabilityInvalid,
  AVAILABILITY_MIN_HOURS,
  AVAILABILITY_MAX_HOURS,
);

export const searchStatusField = z.enum(SEARCH_STATUSES, { error: MESSAGES.searchStatusInvalid });

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
  // Jobseekers' talent facts (docs/decisions/032): empty text or null clears each.
  headline: z
    .string({ error: MESSAGES.headlineInvalid })
    .trim()
    .max(HEADLINE_MAX_LENGTH, MESSAGES.headlineInvalid)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  hourly_rate: z.preprocess(blankAsNull, hourlyRateField.nullable().optional()),
  country: z.preprocess(blankAsNull, countryField.nullable().optional()),
  languages: languagesSchema.optional(),
  availability: z.preprocess(blankAsNull, availabilityField.nullable().optional()),
  search_status: z.preprocess(blankAsNull, searchStatusField.nullable().optional()),
  // Jobseekers' working hours (docs/decisions/051), read in the profile's time zone; null clears.
  working_hours: z.preprocess(
    // A form's two empty time boxes clear the hours, as empty text clears other fields.
    (value) =>
      value !== null &&
      typeof value === 'object' &&
      blankAsNull((value as { start?: unknown }).start) === null &&
      blankAsNull((value as { end?: unknown }).end) === null
        ? null
        : value,
    z
      .object(
        {
          start: clockField(MESSAGES.workingHoursInvalid),
          end: clockField(MESSAGES.workingHoursInvalid),
        },
        { error: MESSAGES.workingHoursInvalid },
      )
      .refine((w) => w.start !== w.end, MESSAGES.workingHoursSameTime)
      .nullable()
      .optional(),
  ),
  // Employers.
  company_name: optionalText(COMPANY_NAME_MAX_LENGTH),
  company_info: optionalText(COMPANY_INFO_MAX_LENGTH),
  referral_link: optionalUrl,
  // Optional mail (docs/decisions/037): the given preferences change, the others stay; each is
  // its role's (the service refuses the other role's).
  mail_preferences: z
    .strictObject(
      mailPreferencesShape(z.boolean({ error: MESSAGES.mailPreferenceInvalid }).optional()),
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? MESSAGES.mailPreferenceUnknown
            : MESSAGES.mailPreferenceInvalid,
      },
    )
    .optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const JOBSEEKER_ONLY_FIELDS = [
  'skills',
  'experience',
  'portfolio',
  'video_intro',
  'categoryIds',
  'headline',
  'hourly_rate',
  'country',
  'languages',
  'availability',
  'search_status',
  'working_hours',
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
    completeness: true,
    mail_preferences: true,
  })
  .extend({
    email: z.string().nullable(),
    // The person's zone's offset from UTC as the server answers, in minutes (Asia/Manila: 480);
    // null without a zone. The page shows their local time from it without building the
    // browser's first Intl formatter (docs/decisions/063).
    utc_offset_minutes: z.number().int().nullable(),
  });
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
