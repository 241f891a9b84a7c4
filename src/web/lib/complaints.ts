import { z } from 'zod';

/**
 * A complaint as the server answers it (spec section 3; issue 7 contract): the complainant reads
 * their own on /complaint ("My reports"), the admin every one in the Complaints tab.
 */
export const COMPLAINT_STATUSES = ['Pending', 'Resolved', 'Rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** What a complaint is against (spec: /complaint?type=job_post|profile&id=). */
export const COMPLAINT_TYPES = ['job_post', 'profile'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export const complaintSchema = z.object({
  id: z.number().int(),
  complainant: z.object({ username: z.string() }).nullable().optional(),
  job_post_id: z.number().int().nullable(),
  job_post: z.object({ title: z.string() }).nullable().optional(),
  profile_id: z.number().int().nullable(),
  reason: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  resolution_comment: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable().optional(),
});
export type Complaint = z.infer<typeof complaintSchema>;
