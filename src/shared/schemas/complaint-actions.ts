import { z } from 'zod';
import { complaintResolveBodySchema } from './admin-content.ts';

/**
 * What an admin may do to a complaint's target while resolving it (docs/decisions/042):
 * unpublish (flag) or delete the reported job post, or block the reported person (for a job post,
 * its employer). `none` is the spec's plain resolve, and what an absent `action` means.
 */
export const COMPLAINT_ACTIONS = ['none', 'unpublish_post', 'delete_post', 'block_user'] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

export const COMPLAINT_ACTION_MESSAGES = {
  actionInvalid: 'action must be none, unpublish_post, delete_post or block_user.',
  actionNeedsResolved:
    'An action on the reported post or profile goes only with the decision Resolved.',
  actionNeedsJobPost: 'Only a complaint about a job post can unpublish or delete a post.',
  jobPostGone: 'The reported job post no longer exists, so there is nothing to act on.',
  userGone: 'The reported account no longer exists, so there is nothing to act on.',
} as const;

/** What the admin reads for each action (the Resolve dialog's choices). */
export const COMPLAINT_ACTION_LABELS: Record<ComplaintAction, string> = {
  none: 'No action on the target',
  unpublish_post: 'Unpublish the post (hidden until approved again)',
  delete_post: 'Delete the post',
  block_user: 'Block the user',
};

/** The actions that fit a complaint's target: post actions only for a job post. */
export function complaintActionsFor(targetType: 'job_post' | 'profile'): ComplaintAction[] {
  return targetType === 'job_post'
    ? ['none', 'unpublish_post', 'delete_post', 'block_user']
    : ['none', 'block_user'];
}

/**
 * POST /api/admin/complaints/:id/resolve: the spec's `{ status, comment }`, and beside it an
 * optional `action` on the target.
 */
export const complaintResolveWithActionSchema = complaintResolveBodySchema.extend({
  action: z
    .enum(COMPLAINT_ACTIONS, { error: COMPLAINT_ACTION_MESSAGES.actionInvalid })
    .nullable()
    .optional()
    .transform((v) => v ?? 'none'),
});
export type ComplaintResolveWithAction = z.output<typeof complaintResolveWithActionSchema>;
