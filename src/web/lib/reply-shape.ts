import type { z } from 'zod';
import type { Responsiveness } from '../../shared/schemas/applications.ts';
import type {
  EmployerJobs,
  JobPost,
  jobListReplySchema,
  statsSchema,
} from '../../shared/schemas/jobs.ts';
import type { Category, Profile, PublicProfile, Review } from '../../shared/schemas/profile.ts';
import type { ReplySchema } from './api.ts';

/**
 * Light reply schemas (the `safeParse` of lib/api.ts's ReplySchema) for what the home page, the
 * shell, Find Jobs and a job's page read, in place of the shared zod schemas: zod weighs about
 * 24 kB gzipped, a fifth of the home page's budget (docs/decisions/015), and building its schemas
 * is one of the longest tasks of a job page's first load on a phone (docs/decisions/026). The
 * server already serializes these replies through those schemas, so the client only needs to
 * catch a reply that is not the one it asked for (a proxy's error page, an old server, a wrong
 * route) before a component trips over it. The types still come from the shared schemas.
 */
/**
 * A light schema: `check` names the first bad part of the body (its path), or gives the value.
 * A failure's `error` is that path.
 */
function light<T>(check: (body: unknown) => { bad: string } | { data: T }): ReplySchema<T> {
  return {
    safeParse(body) {
      const result = check(body);
      return 'bad' in result
        ? { success: false, error: result.bad }
        : { success: true, data: result.data };
    },
  };
}

type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt: Check = (value) => Number.isInteger(value);
const isString: Check = (value) => typeof value === 'string';
const isNumberOrNull: Check = (value) =>
  value === null || (typeof value === 'number' && Number.isFinite(value));
const isStringOrNull: Check = (value) => value === null || typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isStringArray: Check = (value) => Array.isArray(value) && value.every(isString);
const isNamedOrNull: Check = (value) =>
  value === null || (isRecord(value) && isInt(value.id) && isString(value.name));
/** The employer as a company (docs/decisions/036). */
const isEmployer: Check = (value) =>
  isRecord(value) &&
  isInt(value.id) &&
  isString(value.username) &&
  isStringOrNull(value.avatar) &&
  isStringOrNull(value.company_name) &&
  isBoolean(value.identity_verified) &&
  isBoolean(value.verified_employer) &&
  isInt(value.hires);
const isEmployerOrNull: Check = (value) => value === null || isEmployer(value);
/** "HH:MM" start and end, or null (docs/decisions/051). */
const isClockWindowOrNull: Check = (value) =>
  value === null || (isRecord(value) && isString(value.start) && isString(value.end));

/** Every field of a job post (`jobPostSchema`; reply-shape.test.ts keeps the two in step). */
export const JOB_POST_FIELDS: Record<string, Check> = {
  id: isInt,
  title: isString,
  description: isString,
  location: isStringOrNull,
  salary: isNumberOrNull,
  status: isString,
  job_type: isString,
  category_id: (value) => value === null || isInt(value),
  category: isNamedOrNull,
  required_skills: isStringArray,
  applicationLimit: (value) => value === null || isInt(value),
  screening_questions: isStringArray,
  min_cover_letter: isInt,
  application_count: isInt,
  pending_review: isBoolean,
  views: isInt,
  created_at: isString,
  updated_at: isString,
  employer_id: isInt,
  verified_employer: isBoolean,
  employer: isEmployerOrNull,
  // The hours the hire must share (docs/decisions/051).
  overlap: (value) =>
    value === null ||
    (isClockWindowOrNull(value) &&
      isRecord(value) &&
      isInt(value.hours) &&
      isString(value.timezone)),
  // When a public post closes by itself (docs/decisions/058).
  expires_at: isStringOrNull,
  // The owner's and admins' replies only, while the post is not public (docs/decisions/045).
  risk_flags: (value) =>
    value === undefined ||
    (Array.isArray(value) &&
      value.every(
        (finding) => isRecord(finding) && isString(finding.kind) && isString(finding.excerpt),
      )),
};

/** The first field of `value` that fails its check, or null when all pass. */
function firstBadField(value: unknown, fields: Record<string, Check>): string | null {
  if (!isRecord(value)) return '(not an object)';
  for (const [name, check] of Object.entries(fields)) {
    if (!check(value[name])) return name;
  }
  return null;
}

export type JobList = z.infer<typeof jobListReplySchema>;

/** The body unchanged when every field passes, else the first bad one. */
const fieldsOf =
  <T>(fields: Record<string, Check>) =>
  (body: unknown): { bad: string } | { data: T } => {
    const bad = firstBadField(body, fields);
    return bad ? { bad } : { data: body as T };
  };

/** GET /api/job-posts: `{ data: JobPost[], total }`. */
export const jobListReply = light<JobList>((body) => {
  if (!isRecord(body) || !Array.isArray(body.data) || !isInt(body.total)) {
    return { bad: 'expected { data: [...], total }' };
  }
  for (const [index, post] of body.data.entries()) {
    const bad = firstBadField(post, JOB_POST_FIELDS);
    if (bad) return { bad: `data[${index}].${bad}` };
  }
  return { data: body as JobList };
});

/** GET /api/users/:id/job-posts: `{ employer, data: JobPost[], total }` (docs/decisions/036). */
export const employerJobsReply = light<EmployerJobs>((body) => {
  if (!isRecord(body) || !isEmployer(body.employer)) return { bad: 'employer' };
  const listed = jobListReply.safeParse({ data: body.data, total: body.total });
  return listed.success ? { data: body as EmployerJobs } : { bad: String(listed.error) };
});

/** One job post: GET /api/job-posts/:id and the owner's create, edit, close and reopen replies. */
export const jobPostReply = light<JobPost>(fieldsOf(JOB_POST_FIELDS));

/** GET /api/categories: `[{ id, name }]`. */
export const categoriesReply = light<Category[]>((body) => {
  if (!Array.isArray(body)) return { bad: 'expected a list' };
  for (const [index, category] of body.entries()) {
    const bad = firstBadField(category, { id: isInt, name: isString });
    if (bad) return { bad: `[${index}].${bad}` };
  }
  return { data: body as Category[] };
});

/** POST /api/job-posts/:id/increment-view: `{ views }`, the count after this view, if given. */
export const viewsReply = light<{ views?: number }>((body) => {
  if (body === null || body === undefined) return { data: {} };
  if (!isRecord(body) || !(body.views === undefined || isInt(body.views))) return { bad: 'views' };
  return { data: body.views === undefined ? {} : { views: body.views as number } };
});

/** GET /api/job-applications/check/:id: `{ hasApplied }`, read as the boolean. */
export const hasAppliedReply = light<boolean>((body) => {
  const bad = firstBadField(body, { hasApplied: isBoolean });
  return bad ? { bad } : { data: (body as { hasApplied: boolean }).hasApplied };
});

/** GET /api/users/:id/responsiveness: the figures, or null (docs/decisions/035). */
export const responsivenessReply = light<Responsiveness>((body) => {
  if (!isRecord(body)) return { bad: 'expected an object' };
  if (body.responsiveness === null) return { data: null };
  const bad = firstBadField(body.responsiveness, {
    applications: isInt,
    response_rate: isNumberOrNull,
    median_response_hours: isNumberOrNull,
  });
  return bad ? { bad: `responsiveness.${bad}` } : { data: body.responsiveness as Responsiveness };
});

export type SiteStats = z.infer<typeof statsSchema>;

/** GET /api/stats: three counts. */
export const siteStatsReply = light<SiteStats>(
  fieldsOf({ resumes: isInt, vacancies: isInt, employers: isInt }),
);

/** Every field of the caller's own profile (`profileSchema`; reply-shape.test.ts checks). */
export const PROFILE_FIELDS: Record<string, Check> = {
  id: isInt,
  username: isString,
  email: isString,
  role: isString,
  timezone: isStringOrNull,
  currency: isStringOrNull,
  avatar: isStringOrNull,
  average_rating: isNumberOrNull,
  identity_verified: isBoolean,
  identity_document: isStringOrNull,
  profile_views: isInt,
  is_blocked: isBoolean,
  email_verified: isBoolean,
  verified_employer: isBoolean,
  pending_email: isStringOrNull,
  created_at: isString,
  company_name: isStringOrNull,
  company_info: isStringOrNull,
  referral_link: isStringOrNull,
  skills: isStringArray,
  categories: (value) =>
    Array.isArray(value) && value.every((c) => isRecord(c) && isInt(c.id) && isString(c.name)),
  experience: isStringOrNull,
  portfolio: isStringOrNull,
  video_intro: isStringOrNull,
  headline: isStringOrNull,
  hourly_rate: isNumberOrNull,
  country: isStringOrNull,
  languages: isStringArray,
  availability: (value) => value === null || isInt(value),
  search_status: isStringOrNull,
  working_hours: isClockWindowOrNull,
  completeness: (value) => value === null || (isRecord(value) && isInt(value.percent)),
  // Optional mail, the role's on or off and the other role's null (docs/decisions/037).
  mail_preferences: (value) =>
    isRecord(value) && Object.values(value).every((v) => v === null || typeof v === 'boolean'),
};

/** GET /api/profile, read by the shell (greeting, verify banner) on every page. */
export const profileReply = light<Profile>(fieldsOf(PROFILE_FIELDS));

/** The fields the public profile leaves out of a person's own (`publicProfileSchema`). */
const PRIVATE_PROFILE_FIELDS = [
  'identity_document',
  'is_blocked',
  'email_verified',
  'email',
  'pending_email',
  'completeness',
  'mail_preferences',
];

/** Every field of a public profile (`publicProfileSchema`; reply-shape.test.ts checks). */
export const PUBLIC_PROFILE_FIELDS: Record<string, Check> = {
  ...Object.fromEntries(
    Object.entries(PROFILE_FIELDS).filter(([name]) => !PRIVATE_PROFILE_FIELDS.includes(name)),
  ),
  // Only members see it (spec section 4).
  email: isStringOrNull,
  utc_offset_minutes: (value) => value === null || isInt(value),
};

/** GET /api/users/:id: what anyone may see of a person (the public profile, the reviews page). */
export const publicProfileReply = light<PublicProfile>(fieldsOf(PUBLIC_PROFILE_FIELDS));

/** Every field of a review (`reviewSchema`; reply-shape.test.ts checks). */
export const REVIEW_FIELDS: Record<string, Check> = {
  id: isInt,
  rating: isInt,
  comment: isString,
  reviewer: (value) => value === null || (isRecord(value) && isString(value.username)),
  created_at: isString,
  job_application_id: (value) => value === null || isInt(value),
  job_application: (value) => value === null || (isRecord(value) && isInt(value.id)),
};

/** GET /api/reviews/user/:id: the reviews a person received. */
export const reviewListReply = light<Review[]>((body) => {
  if (!Array.isArray(body)) return { bad: 'expected a list' };
  for (const [index, review] of body.entries()) {
    const bad = firstBadField(review, REVIEW_FIELDS);
    if (bad) return { bad: `[${index}].${bad}` };
  }
  return { data: body as Review[] };
});

/** POST /api/profile/:id/increment-view: `{ profile_views }`, the count after this view. */
export const profileViewsReply = light<{ profile_views: number }>(
  fieldsOf({ profile_views: isInt }),
);
