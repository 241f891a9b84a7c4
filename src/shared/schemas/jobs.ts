import { z } from 'zod';
import {
  MIN_COVER_LETTER_MAX,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_QUESTIONS_MAX,
} from '../applications.ts';
import {
  EMPLOYER_JOBS_DEFAULT_LIMIT,
  EMPLOYER_JOBS_MAX_LIMIT,
  JOB_DESCRIPTION_MAX_TEXT,
  JOB_LIST_MAX_LIMIT,
  JOB_LOCATION_MAX_LENGTH,
  JOB_PAGE_SIZE,
  JOB_SALARY_MAX,
  JOB_SKILLS_MAX,
  JOB_SORT_FIELDS,
  JOB_STATUSES,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPES,
} from '../jobs.ts';
import { MESSAGES } from '../messages.ts';
import { parseSkills } from '../skills.ts';
import { isIanaTimezone, windowLength } from '../working-hours.ts';
import { clockField, idField, wholeNumberField } from './numbers.ts';
import { findingsSchema } from './trust.ts';

/** Most hours of overlap a post may ask for (docs/decisions/051). */
export const OVERLAP_HOURS_MAX = 8;

/** Blank text, as a form's empty choice sends it, is no value. */
const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const salarySchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ],
    {
      error: MESSAGES.jobSalaryInvalid,
    },
  )
  .refine((v) => Number.isFinite(v) && v >= 0 && v <= JOB_SALARY_MAX, MESSAGES.jobSalaryInvalid)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, MESSAGES.jobSalaryInvalid);

const skillsSchema = z
  .union([z.string(), z.array(z.string())], { error: MESSAGES.jobSkillsInvalid })
  .transform(parseSkills)
  .refine(
    (list) => list.length <= JOB_SKILLS_MAX && list.every((s) => s.length <= 50),
    MESSAGES.jobSkillsInvalid,
  );

/**
 * What the apply form asks (docs/decisions/033): up to five questions; blank rows a form leaves
 * are dropped rather than refused.
 */
const screeningQuestionsSchema = z
  .array(z.string({ error: MESSAGES.screeningQuestionsInvalid }), {
    error: MESSAGES.screeningQuestionsInvalid,
  })
  .transform((list) => list.map((q) => q.trim()).filter((q) => q !== ''))
  .refine(
    (list) =>
      list.length <= SCREENING_QUESTIONS_MAX &&
      list.every((q) => q.length <= SCREENING_QUESTION_MAX_LENGTH),
    MESSAGES.screeningQuestionsInvalid,
  );

/** The fields of a job post a client sends. The server sanitizes the description HTML. */
const jobFields = {
  title: z
    .string({ error: MESSAGES.jobTitleRequired })
    .trim()
    .min(1, MESSAGES.jobTitleRequired)
    .max(JOB_TITLE_MAX_LENGTH, MESSAGES.jobTitleTooLong),
  // Length is judged on the plain text after sanitizing (server) or in the editor (web).
  description: z
    .string({ error: MESSAGES.jobDescriptionTooShort })
    .max(JOB_DESCRIPTION_MAX_TEXT * 4, MESSAGES.jobDescriptionTooLong),
  location: z
    .string({ error: MESSAGES.fieldTooLong })
    .trim()
    .max(JOB_LOCATION_MAX_LENGTH, MESSAGES.fieldTooLong)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  salary: salarySchema.nullable().optional(),
  status: z.enum(JOB_STATUSES, { error: MESSAGES.jobStatusInvalid }).optional(),
  job_type: z.enum(JOB_TYPES, { error: MESSAGES.jobTypeInvalid }),
  category_id: idField(MESSAGES.jobCategoryInvalid).nullable().optional(),
  required_skills: skillsSchema.optional(),
  screening_questions: screeningQuestionsSchema.optional(),
  min_cover_letter: wholeNumberField(MESSAGES.minCoverLetterInvalid, 0, MIN_COVER_LETTER_MAX)
    .nullable()
    .optional()
    .transform((v) => (v === null ? 0 : v)),
  // Working hours the hire must share (docs/decisions/051): all four, or none; blank is none.
  overlap_hours: z.preprocess(
    blankAsNull,
    wholeNumberField(MESSAGES.overlapHoursInvalid, 0, OVERLAP_HOURS_MAX).nullable().optional(),
  ),
  overlap_timezone: z.preprocess(
    blankAsNull,
    z
      .string({ error: MESSAGES.timezoneInvalid })
      .trim()
      .refine(isIanaTimezone, MESSAGES.timezoneInvalid)
      .nullable()
      .optional(),
  ),
  overlap_start: z.preprocess(
    blankAsNull,
    clockField(MESSAGES.overlapTimeInvalid).nullable().optional(),
  ),
  overlap_end: z.preprocess(
    blankAsNull,
    clockField(MESSAGES.overlapTimeInvalid).nullable().optional(),
  ),
};

type OverlapInput = {
  overlap_hours?: number | null | undefined;
  overlap_timezone?: string | null | undefined;
  overlap_start?: number | null | undefined;
  overlap_end?: number | null | undefined;
};

/**
 * The overlap fields together (docs/decisions/051): all four set or all four left out or null;
 * the window's start and end apart, and no more hours asked for than the window lasts.
 */
function checkOverlap(input: OverlapInput, ctx: z.RefinementCtx) {
  const values = [
    input.overlap_hours,
    input.overlap_timezone,
    input.overlap_start,
    input.overlap_end,
  ];
  const given = values.filter((v) => v !== undefined && v !== null).length;
  if (given === 0) {
    // All left out, or cleared: but clearing is all four at once.
    const nulls = values.filter((v) => v === null).length;
    if (nulls !== 0 && nulls !== 4) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.overlapIncomplete,
        path: ['overlap_hours'],
      });
    }
    return;
  }
  if (given !== 4) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.overlapIncomplete, path: ['overlap_hours'] });
    return;
  }
  const start = input.overlap_start as number;
  const end = input.overlap_end as number;
  if (start === end) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.overlapSameTime, path: ['overlap_end'] });
    return;
  }
  if ((input.overlap_hours as number) * 60 > windowLength({ start, end })) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.overlapLongerThanWindow,
      path: ['overlap_hours'],
    });
  }
}

/** POST /api/job-posts. */
export const jobCreateSchema = z.object(jobFields).superRefine(checkOverlap);
export type JobCreateInput = z.input<typeof jobCreateSchema>;
export type JobCreate = z.output<typeof jobCreateSchema>;

/** PUT /api/job-posts/:id: any subset; also how Reopen sets status back to Active. */
export const jobUpdateSchema = z
  .object({
    ...jobFields,
    title: jobFields.title.optional(),
    description: jobFields.description.optional(),
    job_type: jobFields.job_type.optional(),
  })
  .superRefine(checkOverlap);
export type JobUpdate = z.output<typeof jobUpdateSchema>;

/**
 * The employer as job replies show them (docs/decisions/036): the spec's `username` and `avatar`
 * (the company's logo), the company's name (null when blank: show the username instead), the
 * identity badge, and `hires`: Accepted applications over all their posts. `verified_employer`:
 * e-mail and identity checked, no complaint upheld in 12 months (docs/decisions/049).
 */
export const employerSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  company_name: z.string().nullable(),
  identity_verified: z.boolean(),
  verified_employer: z.boolean(),
  hires: z.number().int(),
});
export type EmployerSummary = z.infer<typeof employerSummarySchema>;

export const jobOverlapSchema = z.object({
  hours: z.number().int(),
  timezone: z.string(),
  start: z.string(),
  end: z.string(),
});
export type JobOverlap = z.infer<typeof jobOverlapSchema>;

export const jobPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  salary: z.number().nullable(),
  status: z.enum(JOB_STATUSES),
  job_type: z.string(),
  category_id: z.number().int().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  required_skills: z.array(z.string()),
  applicationLimit: z.number().int().nullable(),
  /** The apply form's questions and shortest cover letter (docs/decisions/033). */
  screening_questions: z.array(z.string()),
  min_cover_letter: z.number().int(),
  /** How many people applied (withdrawn applications are gone); lists may lag like `views`. */
  application_count: z.number().int(),
  pending_review: z.boolean(),
  views: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  employer_id: z.number().int(),
  /** The employer is a verified employer (docs/decisions/049): the badge on cards and the page. */
  verified_employer: z.boolean(),
  employer: employerSummarySchema.nullable(),
  /**
   * Working hours the hire must share (docs/decisions/051): at least `hours` whole hours of the
   * window `start`-`end` ("HH:MM") in `timezone`; null when the post asks for none.
   */
  overlap: jobOverlapSchema.nullable(),
  /**
   * When the post closes by itself (docs/decisions/058), ISO 8601: 60 days after it last became
   * public or was extended; null while it is not public (pending review or closed).
   */
  expires_at: z.string().nullable(),
  /**
   * What the scam detector found in the title and description (docs/decisions/045), [] for
   * nothing: only in replies to the post's owner and to admins, never in public lists.
   */
  risk_flags: findingsSchema.optional(),
});
export type JobPost = z.infer<typeof jobPostSchema>;

/**
 * GET /api/users/:id/job-posts (docs/decisions/036): an employer's approved Active posts, newest
 * first, at most `limit` (default 6, at most 20), without the post `exclude` (the one on screen).
 */
export const employerJobsQuerySchema = z.object({
  exclude: idField(MESSAGES.jobIdInvalid).optional(),
  limit: wholeNumberField(MESSAGES.employerJobsLimitInvalid, 1, EMPLOYER_JOBS_MAX_LIMIT).default(
    EMPLOYER_JOBS_DEFAULT_LIMIT,
  ),
});
export type EmployerJobsQuery = z.output<typeof employerJobsQuerySchema>;

/** The employer as a company, and `total`: all their open posts (less `exclude`), not the page. */
export const employerJobsReplySchema = z.object({
  employer: employerSummarySchema,
  data: z.array(jobPostSchema),
  total: z.number().int(),
});
export type EmployerJobs = z.infer<typeof employerJobsReplySchema>;

/**
 * GET /api/job-posts query (spec section 7). `required_skills[]` and `required_skills` both work,
 * repeated or comma-separated. Nonsense values answer 400.
 */
export const jobListQuerySchema = z
  .object({
    title: z.string().trim().max(200, MESSAGES.fieldTooLong).optional(),
    location: z.string().trim().max(JOB_LOCATION_MAX_LENGTH, MESSAGES.fieldTooLong).optional(),
    salary_min: salarySchema.optional(),
    salary_max: salarySchema.optional(),
    job_type: z.enum(JOB_TYPES, { error: MESSAGES.jobTypeInvalid }).optional(),
    category_id: idField(MESSAGES.jobCategoryInvalid).optional(),
    required_skills: skillsSchema.optional(),
    // Additive (docs/decisions/049): `true` keeps verified employers' posts only.
    verified: z
      .enum(['true', 'false'], { error: MESSAGES.verifiedFilterInvalid })
      .transform((v) => v === 'true')
      .optional(),
    page: wholeNumberField(MESSAGES.pageInvalid, 1, 100_000).default(1),
    limit: wholeNumberField(MESSAGES.limitInvalid, 1, JOB_LIST_MAX_LIMIT).default(JOB_PAGE_SIZE),
    sort_by: z.enum(JOB_SORT_FIELDS, { error: MESSAGES.sortByInvalid }).default('created_at'),
    sort_order: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: MESSAGES.sortOrderInvalid }))
      .default('DESC'),
  })
  .refine(
    (q) => q.salary_min === undefined || q.salary_max === undefined || q.salary_min <= q.salary_max,
    {
      message: MESSAGES.salaryRangeInvalid,
      path: ['salary_min'],
    },
  );
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobListReplySchema = z.object({
  data: z.array(jobPostSchema),
  total: z.number().int(),
});

export const statsSchema = z.object({
  resumes: z.number().int(),
  vacancies: z.number().int(),
  employers: z.number().int(),
});
