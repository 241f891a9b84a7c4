import { z } from 'zod';
import {
  adminReviewSchema,
  analyticsTotalsSchema,
  feedbackSchema,
  geographicReplySchema,
  growthReplySchema,
  jobWithApplicationsSchema,
  notifyCandidatesReplySchema,
  onlineUsersSchema,
  recentRegistrationsSchema,
  registrationsReplySchema,
  topEmployersByPostsSchema,
  topEmployersSchema,
  topJobseekersByViewsSchema,
  topJobseekersSchema,
} from '../../../shared/schemas/admin-content.ts';
import {
  adminUserSchema,
  blockedCountrySchema,
  riskScoreReplySchema,
  verifyIdentityReplySchema,
} from '../../../shared/schemas/admin-users.ts';
import { globalApplicationLimitSchema } from '../../../shared/schemas/applications.ts';
import { onlineReplySchema } from '../../../shared/schemas/chat.ts';
import { jobPostSchema } from '../../../shared/schemas/jobs.ts';

/**
 * The replies the admin console reads: the shared schemas the server serializes them with (the
 * contract of docs/decisions/018 and 019), checked on arrival so a wrong reply shows 'Invalid data
 * format received.' instead of a crash.
 */
export {
  COMPLAINT_DECISIONS,
  type Complaint,
  complaintSchema,
} from '../../../shared/schemas/admin-content.ts';
export type ComplaintStatusChoice = 'Resolved' | 'Rejected';

export type {
  AdminReview,
  Feedback,
  JobWithApplications,
} from '../../../shared/schemas/admin-content.ts';
export type { AdminUser, BlockedCountry } from '../../../shared/schemas/admin-users.ts';
export { adminReviewSchema, adminUserSchema, blockedCountrySchema, feedbackSchema };

export const riskScoreSchema = riskScoreReplySchema;
export const identityVerdictSchema = verifyIdentityReplySchema;
/** GET /admin/job-posts answers the public job schema. */
export const adminJobPostSchema = jobPostSchema;
export { jobWithApplicationsSchema };
export const notifyResultSchema = notifyCandidatesReplySchema;
export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export { analyticsTotalsSchema, onlineUsersSchema, recentRegistrationsSchema };
export const registrationRowsSchema = registrationsReplySchema;
export const geographyRowsSchema = geographicReplySchema;
export const growthTrendsSchema = growthReplySchema;
export type RecentRegistration = z.infer<typeof recentRegistrationsSchema>['jobseekers'][number];
export const LEADERBOARD_SCHEMAS = {
  'top-employers': topEmployersSchema,
  'top-employers-by-posts': topEmployersByPostsSchema,
  'top-jobseekers': topJobseekersSchema,
  'top-jobseekers-by-views': topJobseekersByViewsSchema,
} as const;
export const globalLimitSchema = globalApplicationLimitSchema;
export const onlineStatusSchema = onlineReplySchema;
