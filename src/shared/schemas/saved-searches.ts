import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { emailSchema } from './auth.ts';
import { jobListQuerySchema } from './jobs.ts';
import { idField } from './numbers.ts';
import { isIanaTimezone } from './profile.ts';

/** Saved searches and job alerts (docs/decisions/053). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const SAVED_SEARCHES_PER_PERSON = 20;
export const SAVED_SEARCH_NAME_MAX = 80;

/**
 * The Find Jobs parameters a saved search keeps: the filters of its URL
 * (src/shared/find-job-params.ts), as strings, blanks left out. Checked by the schema that checks
 * GET /api/job-posts, so that a saved search is always a search Find Jobs would run.
 */
export const SAVED_QUERY_KEYS = [
  'title',
  'location',
  'salary_min',
  'salary_max',
  'job_type',
  'category_id',
  'skills',
  'verified',
] as const;
export type SavedQuery = Partial<
  Record<Exclude<(typeof SAVED_QUERY_KEYS)[number], 'verified'>, string> & { verified: 'true' }
>;

const queryValue = z
  .union([z.string(), z.number(), z.boolean()], { error: MESSAGES.savedSearchQueryInvalid })
  .transform((v) => String(v).trim());

/** The Find Jobs query of a saved query (what the search and the alerts run). */
export function listQueryOf(query: SavedQuery) {
  return jobListQuerySchema.safeParse({
    title: query.title,
    location: query.location,
    salary_min: query.salary_min,
    salary_max: query.salary_max,
    job_type: query.job_type,
    category_id: query.category_id,
    required_skills: query.skills,
    verified: query.verified === 'true' ? 'true' : undefined,
  });
}

export const savedQuerySchema = z
  .object(
    Object.fromEntries(SAVED_QUERY_KEYS.map((key) => [key, queryValue.optional()])) as Record<
      (typeof SAVED_QUERY_KEYS)[number],
      z.ZodOptional<typeof queryValue>
    >,
    { error: MESSAGES.savedSearchQueryInvalid },
  )
  .strict()
  .transform((raw, ctx) => {
    const kept: Record<string, string> = {};
    for (const key of SAVED_QUERY_KEYS) {
      const value = raw[key];
      if (value) kept[key] = value;
    }
    if (kept.verified !== undefined && kept.verified !== 'true' && kept.verified !== 'false') {
      ctx.addIssue({ code: 'custom', message: MESSAGES.verifiedFilterInvalid, path: ['verified'] });
      return z.NEVER;
    }
    if (kept.verified !== 'true') delete kept.verified;
    const parsed = listQueryOf(kept);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'required_skills' ? 'skills' : issue.path[0];
        ctx.addIssue({ code: 'custom', message: issue.message, path: [String(key)] });
      }
      return z.NEVER;
    }
    if (parsed.data.required_skills) kept.skills = parsed.data.required_skills.join(', ');
    if (!kept.skills) delete kept.skills;
    return kept as SavedQuery;
  });

const nameSchema = z
  .string({ error: MESSAGES.savedSearchNameRequired })
  .trim()
  .min(1, MESSAGES.savedSearchNameRequired)
  .max(SAVED_SEARCH_NAME_MAX, MESSAGES.savedSearchNameRequired);

const frequencySchema = z.enum(ALERT_FREQUENCIES, { error: MESSAGES.savedSearchFrequencyInvalid });

const timezoneSchema = z
  .string({ error: MESSAGES.timezoneInvalid })
  .trim()
  .refine(isIanaTimezone, MESSAGES.timezoneInvalid);

/** POST /api/saved-searches (a jobseeker). */
export const savedSearchCreateSchema = z.object({
  name: nameSchema,
  query: savedQuerySchema,
  frequency: frequencySchema,
  /** The browser's zone, used while the profile names none. */
  timezone: timezoneSchema.optional(),
});
export type SavedSearchCreate = z.output<typeof savedSearchCreateSchema>;

/** POST /api/saved-searches/email (a visitor): the same and an address. */
export const savedSearchEmailSchema = savedSearchCreateSchema.extend({ email: emailSchema });
export type SavedSearchEmail = z.output<typeof savedSearchEmailSchema>;

/** PUT /api/saved-searches/:id and /by-link: any of the fields; `active` false pauses it. */
export const savedSearchUpdateSchema = z.object({
  name: nameSchema.optional(),
  query: savedQuerySchema.optional(),
  frequency: frequencySchema.optional(),
  timezone: timezoneSchema.optional(),
  active: z.boolean({ error: MESSAGES.savedSearchQueryInvalid }).optional(),
});
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;

export const savedSearchIdParams = z.object({ id: idField(MESSAGES.savedSearchIdInvalid) });

export const savedSearchTokenQuery = z.object({
  token: z
    .string({ error: MESSAGES.savedSearchLinkMissing })
    .trim()
    .min(1, MESSAGES.savedSearchLinkMissing)
    .max(2000, MESSAGES.savedSearchLinkInvalid),
});

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.record(z.string(), z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  timezone: z.string().nullable(),
  /** false: unsubscribed or paused; nothing is sent until it is turned on again. */
  active: z.boolean(),
  /** Visitors' alerts: false until the link in the confirmation mail is opened. */
  confirmed: z.boolean(),
  /** The Find Jobs page of this search, for "see the results". */
  find_jobs_url: z.string(),
  last_sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** A visitor's alert opened by its signed link: the alert and the address it goes to. */
export const linkedSavedSearchSchema = savedSearchSchema.extend({ email: z.string() });
export type LinkedSavedSearch = z.infer<typeof linkedSavedSearchSchema>;
