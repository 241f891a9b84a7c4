import { z } from 'zod';
import { jobPostSchema } from '../../../shared/schemas/jobs.ts';

export { type Complaint, complaintSchema } from '../../lib/complaints.ts';

/** What an admin may decide about a Pending complaint (spec section 4). */
export const COMPLAINT_DECISIONS = ['Resolved', 'Rejected'] as const;
export type ComplaintStatusChoice = (typeof COMPLAINT_DECISIONS)[number];

/**
 * The replies the admin console reads (the issue 7 contract, spec section 3). The web checks
 * them on arrival so a wrong reply shows 'Invalid data format received.' instead of a crash;
 * only the fields the console shows are required, anything more is ignored.
 */
const id = z.number().int();
const nameOnly = z.object({ username: z.string() }).nullable();

export const adminUserSchema = z.object({
  id,
  username: z.string(),
  email: z.string(),
  role: z.enum(['jobseeker', 'employer', 'admin']),
  is_blocked: z.boolean(),
  identity_verified: z.boolean(),
  identity_document: z.string().nullable().optional(),
  email_verified: z.boolean().optional(),
  country: z.string().nullable().optional(),
  risk_score: z.number().nullable().optional(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const riskScoreSchema = z.object({
  userId: id,
  riskScore: z.number(),
  details: z.object({
    duplicateIp: z.boolean(),
    proxyDetected: z.boolean(),
    duplicateFingerprint: z.boolean(),
  }),
});
export type RiskScore = z.infer<typeof riskScoreSchema>;

export const identityVerdictSchema = z.object({ id, identity_verified: z.boolean() });

/** The public job schema (GET /admin/job-posts answers the same rows as the public list). */
export const adminJobPostSchema = jobPostSchema;

export const jobWithApplicationsSchema = z.object({
  id,
  title: z.string(),
  applicationCount: z.number().int(),
  created_at: z.string(),
});
export type JobWithApplications = z.infer<typeof jobWithApplicationsSchema>;

export const notifyResultSchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  jobPostId: id,
});

export const adminReviewSchema = z.object({
  id,
  rating: z.number(),
  comment: z.string().nullable(),
  reviewer: nameOnly,
  reviewee: z.object({ id, username: z.string() }).nullable(),
  job_application_id: id.nullable(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const feedbackSchema = z.object({
  id,
  message: z.string(),
  user: nameOnly.optional(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const blockedCountrySchema = z.object({
  id,
  countryCode: z.string(),
  created_at: z.string(),
});
export type BlockedCountry = z.infer<typeof blockedCountrySchema>;

export const categorySchema = z.object({ id, name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const analyticsTotalsSchema = z.object({
  totalUsers: z.number(),
  employers: z.number(),
  jobSeekers: z.number(),
  totalJobPosts: z.number(),
  activeJobPosts: z.number(),
  totalApplications: z.number(),
  totalReviews: z.number(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

export const registrationRowSchema = z.object({ period: z.string(), count: z.number() });
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const geographyRowSchema = z.object({ country: z.string(), count: z.number() });
export type GeographyRow = z.infer<typeof geographyRowSchema>;

export const growthRowSchema = z.object({
  date: z.string(),
  jobseekers: z.number(),
  employers: z.number(),
  jobPosts: z.number(),
});
export type GrowthRow = z.infer<typeof growthRowSchema>;

export const onlineUsersSchema = z.object({ jobseekers: z.number(), employers: z.number() });
export type OnlineUsers = z.infer<typeof onlineUsersSchema>;

const registrationSchema = z.object({
  id,
  username: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type RecentRegistration = z.infer<typeof registrationSchema>;
export const recentRegistrationsSchema = z.object({
  jobseekers: z.array(registrationSchema),
  employers: z.array(registrationSchema),
});
export type RecentRegistrations = z.infer<typeof recentRegistrationsSchema>;

const rating = z.number().nullable().optional();
export const topEmployerSchema = z.object({
  employer_id: id,
  username: z.string(),
  job_count: z.number(),
  average_rating: rating,
});
export const topEmployerByPostsSchema = z.object({
  userId: id,
  username: z.string(),
  email: z.string(),
  jobCount: z.number(),
});
export const topJobseekerSchema = z.object({
  job_seeker_id: id,
  username: z.string(),
  application_count: z.number(),
  average_rating: rating,
});
export const topJobseekerByViewsSchema = z.object({
  userId: id,
  username: z.string(),
  email: z.string(),
  profileViews: z.number(),
});

export const globalLimitSchema = z.object({
  globalApplicationLimit: z.number().int().nullable(),
});

export const onlineStatusSchema = z.object({ isOnline: z.boolean() });
