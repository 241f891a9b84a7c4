import { z } from 'zod';
import {
  APPLICATION_DECISIONS,
  APPLICATION_LIMIT_MAX,
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_STATUSES,
  AVAILABILITY_MAX_HOURS,
  AVAILABILITY_MIN_HOURS,
  BULK_REJECT_MAX,
  PROPOSED_RATE_MAX,
  REJECTION_MESSAGE_MAX_LENGTH,
  SCREENING_ANSWER_MAX_LENGTH,
  SCREENING_QUESTIONS_MAX,
} from '../applications.ts';
import { JOB_STATUSES } from '../jobs.ts';
import { MESSAGES } from '../messages.ts';
import { employerSummarySchema } from './jobs.ts';
import { decimalField, idField, wholeNumberField } from './numbers.ts';
import { findingsSchema } from './trust.ts';

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** `:id` of an application. */
export const applicationIdParams = z.object({ id: idField(MESSAGES.applicationIdInvalid) });

/**
 * POST /api/job-applications: the post to apply to, and optionally a cover letter to the employer
 * (the spec's `description`, shown as `jobDescription` in the employer's applications table). The
 * proposal's other parts are ours (docs/decisions/033): a rate in dollars an hour, hours a week,
 * and the answers to the post's screening questions in order. What depends on the post (a
 * minimum cover letter, one answer per question) the server checks against it.
 */
export const applyBodySchema = z.object({
  job_post_id: idField(MESSAGES.jobIdInvalid),
  description: z
    .string({ error: MESSAGES.applicationNoteTooLong })
    .trim()
    .max(APPLICATION_NOTE_MAX_LENGTH, MESSAGES.applicationNoteTooLong)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  proposed_rate: decimalField(MESSAGES.proposedRateInvalid, 0, PROPOSED_RATE_MAX)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, MESSAGES.proposedRateInvalid)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  availability: wholeNumberField(
    MESSAGES.availabilityInvalid,
    AVAILABILITY_MIN_HOURS,
    AVAILABILITY_MAX_HOURS,
  )
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  answers: z
    .array(
      z
        .string({ error: MESSAGES.answersInvalid })
        .trim()
        .max(SCREENING_ANSWER_MAX_LENGTH, MESSAGES.answersInvalid),
      { error: MESSAGES.answersInvalid },
    )
    .max(SCREENING_QUESTIONS_MAX, MESSAGES.answersMismatch)
    .optional()
    .transform((v) => v ?? []),
});
export type Apply = z.output<typeof applyBodySchema>;

/** PUT /api/job-applications/:id: the owner's decision on a Pending application. */
export const applicationDecisionBodySchema = z.object({
  status: z.enum(APPLICATION_DECISIONS, { error: MESSAGES.applicationStatusInvalid }),
});

/**
 * POST /api/job-applications/bulk-reject (docs/decisions/035): rejects the listed applications to
 * one of the caller's posts, or every Pending one when none are listed, each applicant mailed with
 * the optional message. Applications already decided are left as they are.
 */
export const bulkRejectBodySchema = z.object({
  job_post_id: idField(MESSAGES.jobIdInvalid),
  application_ids: z
    .array(idField(MESSAGES.applicationIdInvalid), { error: MESSAGES.applicationIdsInvalid })
    .min(1, MESSAGES.applicationIdsInvalid)
    .max(BULK_REJECT_MAX, MESSAGES.applicationIdsInvalid)
    .optional(),
  message: z
    .string({ error: MESSAGES.rejectionMessageTooLong })
    .trim()
    .max(REJECTION_MESSAGE_MAX_LENGTH, MESSAGES.rejectionMessageTooLong)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type BulkReject = z.output<typeof bulkRejectBodySchema>;

/** Which applications the bulk rejection turned from Pending to Rejected. */
export const bulkRejectReplySchema = z.object({ rejected: z.array(z.number().int()) });

/** GET /api/job-applications/check/:id. */
export const hasAppliedReplySchema = z.object({ hasApplied: z.boolean() });

/**
 * One application (spec section 3, "Application"), the same shape for the applicant (My
 * Applications) and the post's owner (the applications table).
 * - `username`, `email`, `user_id`, `avatar`: the applicant.
 * - `jobDescription`: the applicant's note to the employer; null when none was given
 *   (the table shows 'Not provided').
 * - `appliedAt` equals `created_at`.
 * - `has_reviewed`: whether the caller has already reviewed the other party of this application
 *   (the jobseeker the employer, or the employer the jobseeker); Leave Review hides when true.
 */
export const applicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  appliedAt: z.string(),
  updated_at: z.string(),
  job_post_id: z.number().int(),
  job_post: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(JOB_STATUSES),
    /** The company as job replies show it (docs/decisions/036). */
    employer: employerSummarySchema.nullable(),
  }),
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  jobDescription: z.string().nullable(),
  has_reviewed: z.boolean(),
  /** The proposal (docs/decisions/033): null where the applicant gave none. */
  proposed_rate: z.number().nullable(),
  availability: z.number().int().nullable(),
  /** Each screening question as it was asked, with the applicant's answer. */
  screening_answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** What an employer judges an applicant on beside the proposal (docs/decisions/035). */
  applicant: z.object({
    /** The applicant's profile line and usual rate (docs/decisions/032). */
    headline: z.string().nullable(),
    hourly_rate: z.number().nullable(),
    rating: z.number().nullable(),
    review_count: z.number().int(),
    skills: z.array(z.string()),
    identity_verified: z.boolean(),
  }),
  /**
   * Ours (docs/decisions/046): what the scam detector found in the cover letter
   * (`jobDescription`), [] when clean. Only in the post owner's replies (their applicant
   * review), never in the applicant's own.
   */
  flags: findingsSchema.optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** GET /api/job-applications/my-applications rows (newest first). */
export const myApplicationSchema = applicationSchema;
export type MyApplication = Application;
/** GET /api/job-applications/job-post/:id rows (oldest first). */
export const jobPostApplicationSchema = applicationSchema;
export type JobPostApplication = Application;

/**
 * An application limit as an admin sends it: a whole number from 1 up, also as text (the admin
 * prompt), or null / empty text for "no limit".
 */
const applicationLimitValue = z
  .union(
    [
      z.null(),
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d*$/, MESSAGES.applicationLimitInvalid)
        .transform((v) => (v === '' ? null : Number(v))),
    ],
    { error: MESSAGES.applicationLimitInvalid },
  )
  .refine(
    (v) => v === null || (Number.isInteger(v) && v >= 1 && v <= APPLICATION_LIMIT_MAX),
    MESSAGES.applicationLimitInvalid,
  );

/**
 * POST /api/admin/settings/application-limit and POST /api/admin/job-posts/:id/set-application-limit:
 * `{ limit }` (the spec's field); the settings call also takes `{ globalApplicationLimit }`.
 */
export const applicationLimitBodySchema = z
  .object({
    limit: applicationLimitValue.optional(),
    globalApplicationLimit: applicationLimitValue.optional(),
  })
  .refine((b) => b.limit !== undefined || b.globalApplicationLimit !== undefined, {
    message: MESSAGES.applicationLimitInvalid,
    path: ['limit'],
  })
  .transform((b) => ({
    limit: (b.limit !== undefined ? b.limit : b.globalApplicationLimit) ?? null,
  }));

/** GET and POST /api/admin/settings/application-limit reply; null when not set. */
export const globalApplicationLimitSchema = z.object({
  globalApplicationLimit: z.number().int().nullable(),
});

/**
 * GET /api/users/:id/responsiveness (docs/decisions/035): how an employer answers applicants,
 * from their decisions; null until RESPONSIVENESS_MIN_APPLICATIONS have applied.
 */
export const responsivenessReplySchema = z.object({
  responsiveness: z
    .object({
      /** Applications to the employer's posts that count (see the service). */
      applications: z.number().int(),
      /** Share of them decided, 0 to 1. */
      response_rate: z.number(),
      /** Median hours from applying to the decision; null when none is decided yet. */
      median_response_hours: z.number().nullable(),
    })
    .nullable(),
});
export type Responsiveness = z.infer<typeof responsivenessReplySchema>['responsiveness'];
