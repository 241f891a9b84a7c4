import { z } from 'zod';
import { INVITATION_MESSAGE_MAX_LENGTH, INVITATION_STATUSES } from '../invitations.ts';
import { MESSAGES } from '../messages.ts';
import { applicationSchema } from './applications.ts';
import { idField } from './numbers.ts';

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** `:id` of an invitation. */
export const invitationIdParams = z.object({ id: idField(MESSAGES.invitationIdInvalid) });

/** The employer's message: required, trimmed, at most 1,000 characters (docs/decisions/034). */
export const invitationMessageSchema = z
  .string({ error: MESSAGES.invitationMessageRequired })
  .trim()
  .min(1, MESSAGES.invitationMessageRequired)
  .max(INVITATION_MESSAGE_MAX_LENGTH, MESSAGES.invitationMessageTooLong);

/**
 * POST /api/invitations, and the invite dialog's form: one of the caller's Active, approved posts,
 * a jobseeker, and a message. Ownership, the person's role, duplicates and the daily limit are the
 * server's to check.
 */
export const inviteBodySchema = z.object({
  job_post_id: idField(MESSAGES.jobIdInvalid),
  user_id: idField(MESSAGES.invalidUserId),
  message: invitationMessageSchema,
});
export type Invite = z.output<typeof inviteBodySchema>;

/** GET /api/invitations/sent: narrowed to one post and/or one person (the invite dialog's use). */
export const sentInvitationsQuerySchema = z.object({
  job_post_id: idField(MESSAGES.invitationFilterInvalid).optional(),
  user_id: idField(MESSAGES.invitationFilterInvalid).optional(),
});
export type SentInvitationsQuery = z.output<typeof sentInvitationsQuerySchema>;

/**
 * One invitation, the same shape for the person invited and the employer who sent it.
 * - `status`: `pending` until answered; it reads `accepted` once the person has applied to the
 *   post, through the invitation or not (docs/decisions/034).
 * - `answered_at`: when it was accepted or declined (or the application's date); null while pending.
 * - `has_applied`: the person has an application to the post now.
 * - `job_post.is_open`: the post is Active and approved, so accepting can lead to an application.
 * - `job_post.asks_proposal`: the post asks screening questions or a minimum cover letter, so
 *   accepting opens the apply form instead of applying at once.
 * - `employer.company_name`: null when the employer has not given one (show the username).
 */
export const invitationSchema = z.object({
  id: z.number().int(),
  status: z.enum(INVITATION_STATUSES),
  message: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  has_applied: z.boolean(),
  job_post: z.object({
    id: z.number().int(),
    title: z.string(),
    is_open: z.boolean(),
    asks_proposal: z.boolean(),
  }),
  employer: z.object({
    id: z.number().int(),
    username: z.string(),
    company_name: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  jobseeker: z.object({
    id: z.number().int(),
    username: z.string(),
    avatar: z.string().nullable(),
  }),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * POST /api/invitations/:id/accept: the accepted invitation, and the application when the post
 * asks for nothing and the person was applied at once; null when the apply form must be filled.
 */
export const acceptInvitationReplySchema = z.object({
  invitation: invitationSchema,
  application: applicationSchema.nullable(),
});
export type AcceptInvitationReply = z.infer<typeof acceptInvitationReplySchema>;
