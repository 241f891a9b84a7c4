import { z } from 'zod';
import {
  COMPLAINT_CATEGORIES,
  type ComplaintCategory,
  isComplaintCategory,
} from '../complaint-categories.ts';
import { JOB_RISK_FILTERS, JOB_STATUSES } from '../jobs.ts';
import { MESSAGES } from '../messages.ts';
import { adminPageQuerySchema, blankAsAbsent } from './admin.ts';
import { idField, parseId, wholeNumberField } from './numbers.ts';

/**
 * The admin console's content, moderation and analytics calls (docs/spec.md; the contract is
 * docs/decisions/019), plus the feedback and complaint forms every logged-in user sends.
 */

/* ---------------------------------------------------------------- job posts (admin) */

/** GET /api/admin/job-posts: the moderation table's filters. */
export const adminJobListQuerySchema = adminPageQuerySchema.extend({
  status: z.preprocess(
    blankAsAbsent,
    z.enum(JOB_STATUSES, { error: MESSAGES.adminJobStatusInvalid }).optional(),
  ),
  pendingReview: z.preprocess(
    blankAsAbsent,
    z
      .enum(['true', 'false'], { error: MESSAGES.pendingReviewFilterInvalid })
      .transform((v) => v === 'true')
      .optional(),
  ),
  search: z.preprocess(
    blankAsAbsent,
    z.string().trim().max(200, MESSAGES.searchTooLong).optional(),
  ),
  /** Posts with risk findings, or without (docs/decisions/045). */
  risk: z.preprocess(
    blankAsAbsent,
    z.enum(JOB_RISK_FILTERS, { error: MESSAGES.riskFilterInvalid }).optional(),
  ),
});
export type AdminJobListQuery = z.output<typeof adminJobListQuerySchema>;

export const NOTIFY_ORDERS = ['beginning', 'end', 'random'] as const;
export type NotifyOrder = (typeof NOTIFY_ORDERS)[number];
/** The most candidates one Notify Candidates call may e-mail. */
export const NOTIFY_MAX_LIMIT = 500;

/** POST /api/admin/job-posts/:id/notify-candidates (the prompt sends the count as text). */
export const notifyCandidatesBodySchema = z.object({
  limit: wholeNumberField(MESSAGES.notifyLimitInvalid, 1, NOTIFY_MAX_LIMIT),
  orderBy: z.enum(NOTIFY_ORDERS, { error: MESSAGES.notifyOrderInvalid }),
});
export type NotifyCandidates = z.output<typeof notifyCandidatesBodySchema>;

/**
 * `total`: candidates this call picked (at most `limit`) and recorded as notified; `sent`: mails
 * of those the transport accepted. A candidate whose mail failed is not recorded, so a later
 * call can pick them again.
 */
export const notifyCandidatesReplySchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  jobPostId: z.number().int(),
});
export type NotifyCandidatesReply = z.infer<typeof notifyCandidatesReplySchema>;

/** GET /api/admin/job-posts/applications: posts with at least one application. */
export const jobWithApplicationsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  applicationCount: z.number().int(),
  created_at: z.string(),
});
export type JobWithApplications = z.infer<typeof jobWithApplicationsSchema>;

/* ---------------------------------------------------------------- reviews (admin) */

export const reviewIdParams = z.object({ id: idField(MESSAGES.reviewIdInvalid) });

export const adminReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  reviewer: z.object({ username: z.string() }).nullable(),
  reviewee: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  job_application_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/* ---------------------------------------------------------------- feedback */

export const FEEDBACK_MAX_LENGTH = 5000;

/** POST /api/feedback. */
export const feedbackCreateSchema = z.object({
  message: z
    .string({ error: MESSAGES.feedbackEmpty })
    .trim()
    .min(1, MESSAGES.feedbackEmpty)
    .max(FEEDBACK_MAX_LENGTH, MESSAGES.feedbackTooLong),
});

export const feedbackCreatedSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  created_at: z.string(),
});

/** GET /api/feedback (admins): the author is null once their account is deleted ('Unknown'). */
export const feedbackSchema = feedbackCreatedSchema.extend({
  user: z.object({ username: z.string() }).nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/* ---------------------------------------------------------------- complaints */

export const COMPLAINT_TYPES = ['job_post', 'profile'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export const COMPLAINT_STATUSES = ['Pending', 'Resolved', 'Rejected'] as const;
export const COMPLAINT_DECISIONS = ['Resolved', 'Rejected'] as const;
export const COMPLAINT_REASON_MAX_LENGTH = 2000;
export const COMPLAINT_COMMENT_MAX_LENGTH = 2000;

/**
 * POST /api/complaints body, as sent: `{ reason, job_post_id }`, `{ reason, profile_id }`, or the
 * /complaint form's `{ type, id, reason }`. Numbers may come as text. The rules are in
 * `parseComplaint`, which gives the spec's 'Please fill in all fields.' as it is.
 */
export const complaintCreateBodySchema = z.object({
  reason: z.unknown().optional().describe('Why: 1 to 2,000 characters'),
  job_post_id: z.unknown().optional().describe('The reported job post'),
  profile_id: z.unknown().optional().describe('The reported user'),
  type: z.unknown().optional().describe("'job_post' or 'profile', with `id`"),
  id: z.unknown().optional().describe('The id of the job post or user `type` names'),
  category: z
    .unknown()
    .optional()
    .describe(`Optional kind of wrong (docs/decisions/040): ${COMPLAINT_CATEGORIES.join(', ')}`),
});
export type ComplaintCreateBody = z.input<typeof complaintCreateBodySchema>;

export type ComplaintCreate = {
  type: ComplaintType;
  id: number;
  reason: string;
  category: ComplaintCategory | null;
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Exactly one target and a reason (decisions.md, "Trust and safety"); the message otherwise. */
export function parseComplaint(
  body: ComplaintCreateBody,
): { ok: true; value: ComplaintCreate } | { ok: false; message: string; field?: string } {
  const fail = (message: string, field?: string) => ({ ok: false as const, message, field });
  const targets: { type: ComplaintType; raw: unknown }[] = [];
  if (!isBlank(body.type) || !isBlank(body.id)) {
    if (isBlank(body.type) || isBlank(body.id)) return fail(MESSAGES.complaintFieldsRequired);
    if (body.type !== 'job_post' && body.type !== 'profile') {
      return fail(MESSAGES.complaintTypeInvalid);
    }
    targets.push({ type: body.type, raw: body.id });
  }
  if (!isBlank(body.job_post_id)) targets.push({ type: 'job_post', raw: body.job_post_id });
  if (!isBlank(body.profile_id)) targets.push({ type: 'profile', raw: body.profile_id });
  if (targets.length === 0 || isBlank(body.reason)) return fail(MESSAGES.complaintFieldsRequired);
  if (typeof body.reason !== 'string') return fail(MESSAGES.complaintFieldsRequired);
  const resolved = targets.map((t) => ({ type: t.type, id: parseId(t.raw) }));
  if (resolved.some((t) => t.id === null)) return fail(MESSAGES.complaintTargetIdInvalid);
  const distinct = new Set(resolved.map((t) => `${t.type}:${t.id}`));
  if (distinct.size > 1) return fail(MESSAGES.complaintOneTarget);
  const reason = body.reason.trim();
  if (reason.length > COMPLAINT_REASON_MAX_LENGTH) return fail(MESSAGES.complaintReasonTooLong);
  const category = isBlank(body.category) ? null : body.category;
  if (category !== null && !isComplaintCategory(category)) {
    return fail(MESSAGES.complaintCategoryInvalid, 'category');
  }
  const [target] = resolved as { type: ComplaintType; id: number }[];
  const { type = 'job_post', id = 0 } = target ?? {};
  return { ok: true, value: { type, id, reason, category } };
}

export const complaintIdParams = z.object({ id: idField(MESSAGES.complaintIdInvalid) });

/**
 * A complaint (spec section 3). A deleted target leaves its id and title null; a deleted
 * complainant leaves `complainant` null ('Unknown').
 */
export const complaintSchema = z.object({
  id: z.number().int(),
  complainant: z.object({ username: z.string() }).nullable(),
  job_post_id: z.number().int().nullable(),
  job_post: z.object({ title: z.string() }).nullable(),
  profile_id: z.number().int().nullable(),
  /** The reported person's name, so a profile target reads as a name, not an id (null once
   * deleted; docs/decisions/040 and 042). */
  profile: z.object({ username: z.string() }).nullable(),
  reason: z.string(),
  /** Null when the complainant chose none (docs/decisions/040). */
  category: z.enum(COMPLAINT_CATEGORIES).nullable(),
  status: z.enum(COMPLAINT_STATUSES),
  resolution_comment: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const adminComplaintQuerySchema = adminPageQuerySchema.extend({
  status: z.preprocess(
    blankAsAbsent,
    z.enum(COMPLAINT_STATUSES, { error: MESSAGES.complaintStatusFilterInvalid }).optional(),
  ),
});
export type AdminComplaintQuery = z.output<typeof adminComplaintQuerySchema>;

/** POST /api/admin/complaints/:id/resolve: the comment is optional (spec section 4). */
export const complaintResolveBodySchema = z.object({
  status: z.enum(COMPLAINT_DECISIONS, { error: MESSAGES.complaintStatusInvalid }),
  comment: z
    .string({ error: MESSAGES.complaintCommentTooLong })
    .trim()
    .max(COMPLAINT_COMMENT_MAX_LENGTH, MESSAGES.complaintCommentTooLong)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ComplaintResolve = z.output<typeof complaintResolveBodySchema>;

/* ---------------------------------------------------------------- analytics */

export const ANALYTICS_START_DATE = '2023-01-01';
export const REGISTRATION_INTERVALS = ['day', 'week', 'month'] as const;
export type RegistrationInterval = (typeof REGISTRATION_INTERVALS)[number];
/** The most periods one registrations series may hold (about 2.7 years by day). */
export const REGISTRATIONS_MAX_PERIODS = 1000;

/** A calendar date YYYY-MM-DD that exists, in 2000..2100. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateField = (name: string) =>
  z.preprocess(
    blankAsAbsent,
    z
      .string({ error: `${name} ${MESSAGES.analyticsDateInvalid}` })
      .trim()
      .refine(isCalendarDate, `${name} ${MESSAGES.analyticsDateInvalid}`)
      .optional(),
  );

/** Whole periods of `interval` from the one holding `start` to the one holding `end`. */
export function countPeriods(start: string, end: string, interval: RegistrationInterval): number {
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  if (interval === 'month') return (ey - sy) * 12 + (em - sm) + 1;
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  if (interval === 'day') return days + 1;
  // ISO weeks start on Monday: count from the Monday of the start's week.
  const weekday = (new Date(`${start}T00:00:00Z`).getUTCDay() + 6) % 7;
  return Math.floor((days + weekday) / 7) + 1;
}

/**
 * GET /api/admin/analytics/registrations. Dates are UTC calendar days; `endDate` defaults to today
 * (the server fills it in), `startDate` to 2023-01-01 (spec section 9).
 */
export const registrationsQuerySchema = z
  .object({
    startDate: dateField('startDate'),
    endDate: dateField('endDate'),
    interval: z.preprocess(
      blankAsAbsent,
      z.enum(REGISTRATION_INTERVALS, { error: MESSAGES.analyticsIntervalInvalid }).default('month'),
    ),
  })
  .superRefine((q, ctx) => {
    const start = q.startDate ?? ANALYTICS_START_DATE;
    const end = q.endDate ?? new Date().toISOString().slice(0, 10);
    if (start > end) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: MESSAGES.analyticsRangeInvalid,
      });
      return;
    }
    if (countPeriods(start, end, q.interval) > REGISTRATIONS_MAX_PERIODS) {
      ctx.addIssue({
        code: 'custom',
        path: ['interval'],
        message: `${MESSAGES.analyticsRangeTooLong} ${REGISTRATIONS_MAX_PERIODS.toLocaleString('en-US')}. Choose a shorter range or a longer interval.`,
      });
    }
  });

export const analyticsTotalsSchema = z.object({
  totalUsers: z.number().int(),
  employers: z.number().int(),
  jobSeekers: z.number().int(),
  totalJobPosts: z.number().int(),
  activeJobPosts: z.number().int(),
  totalApplications: z.number().int(),
  totalReviews: z.number().int(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const registrationsReplySchema = z.array(
  z.object({ period: z.string(), count: z.number().int() }),
);

export const geographicReplySchema = z.array(
  z.object({ country: z.string(), count: z.number().int() }),
);

export const GROWTH_MIN_DAYS = 7;
export const GROWTH_MAX_DAYS = 365;

/** GET /api/admin/analytics/growth-trends: `period` is a number of days, '7d' to '365d'. */
export const growthQuerySchema = z.object({
  period: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: MESSAGES.analyticsPeriodInvalid })
      .trim()
      .toLowerCase()
      .regex(/^\d{1,3}d$/, MESSAGES.analyticsPeriodInvalid)
      .transform((v) => Number(v.slice(0, -1)))
      .refine(
        (days) => days >= GROWTH_MIN_DAYS && days <= GROWTH_MAX_DAYS,
        MESSAGES.analyticsPeriodInvalid,
      )
      .default(30),
  ),
});

/**
 * GET /api/admin/analytics/growth-trends: two series of the same days (UTC, 'YYYY-MM-DD'), oldest
 * first, zeros included. The original web app reads `{ registrations, jobPosts }` of
 * `{ period, count }` (docs/decisions/019); `jobseekers` and `employers` split a day's
 * registrations for our chart.
 */
export const growthReplySchema = z.object({
  registrations: z.array(
    z.object({
      period: z.string(),
      count: z.number().int(),
      jobseekers: z.number().int(),
      employers: z.number().int(),
    }),
  ),
  jobPosts: z.array(z.object({ period: z.string(), count: z.number().int() })),
});
export type GrowthReply = z.infer<typeof growthReplySchema>;

export const onlineUsersSchema = z.object({
  jobseekers: z.number().int(),
  employers: z.number().int(),
});

export const LEADERBOARD_DEFAULT_LIMIT = 5;
export const LEADERBOARD_MAX_LIMIT = 50;

/** `?limit=` of the leaderboards and of recent registrations: 5 by default, at most 50. */
export const leaderboardQuerySchema = z.object({
  limit: z.preprocess(
    blankAsAbsent,
    wholeNumberField(MESSAGES.leaderboardLimitInvalid, 1, LEADERBOARD_MAX_LIMIT).default(
      LEADERBOARD_DEFAULT_LIMIT,
    ),
  ),
});

const recentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export const recentRegistrationsSchema = z.object({
  jobseekers: z.array(recentUserSchema),
  employers: z.array(recentUserSchema),
});
export type RecentRegistrations = z.infer<typeof recentRegistrationsSchema>;

export const topEmployersSchema = z.array(
  z.object({
    employer_id: z.number().int(),
    username: z.string(),
    job_count: z.number().int(),
    average_rating: z.number().nullable(),
  }),
);
export const topEmployersByPostsSchema = z.array(
  z.object({
    userId: z.number().int(),
    username: z.string(),
    email: z.string(),
    jobCount: z.number().int(),
  }),
);
export const topJobseekersSchema = z.array(
  z.object({
    job_seeker_id: z.number().int(),
    username: z.string(),
    application_count: z.number().int(),
    average_rating: z.number().nullable(),
  }),
);
export const topJobseekersByViewsSchema = z.array(
  z.object({
    userId: z.number().int(),
    username: z.string(),
    email: z.string(),
    profileViews: z.number().int(),
  }),
);
