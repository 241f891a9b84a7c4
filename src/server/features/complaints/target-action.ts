import {
  COMPLAINT_ACTION_MESSAGES,
  type ComplaintAction,
} from '../../../shared/schemas/complaint-actions.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { AdminUsersService } from '../admin-users/service.ts';
import type { JobsService } from '../jobs/service.ts';

/** What a complaint points at, as the complaints service reads it. */
export type ComplaintTargetRow = {
  targetType: 'job_post' | 'profile';
  jobPostId: number | null;
  jobPostEmployerId: number | null;
  profileId: number | null;
};

/** An action done to a target, for its own audit entry and the complainant's mail. */
export type TakenAction = {
  action: 'job_post.flag' | 'job_post.delete' | 'user.block';
  targetType: 'job_post' | 'user';
  targetId: number;
  /** One sentence for the complainant's mail. */
  outcome: string;
};

type Planned = { kind: Exclude<ComplaintAction, 'none'>; targetId: number };

/**
 * Acting on a complaint's target while resolving it (docs/decisions/042), through the same
 * services the admin's own calls use: Flag (unpublish) and Delete of a job post, Block of a user.
 */
export function createTargetActions(deps: { jobs: JobsService; adminUsers: AdminUsersService }) {
  return {
    /** Checks that `action` fits the decision and the target; null for no action. 400 or 409. */
    plan(
      row: ComplaintTargetRow,
      action: ComplaintAction,
      status: 'Resolved' | 'Rejected',
    ): Planned | null {
      if (action === 'none') return null;
      if (status !== 'Resolved') throw badRequest(COMPLAINT_ACTION_MESSAGES.actionNeedsResolved);
      if (action === 'block_user') {
        if (row.targetType === 'profile') {
          if (row.profileId === null) throw conflict(COMPLAINT_ACTION_MESSAGES.userGone);
          return { kind: action, targetId: row.profileId };
        }
        if (row.jobPostEmployerId === null) throw conflict(COMPLAINT_ACTION_MESSAGES.jobPostGone);
        return { kind: action, targetId: row.jobPostEmployerId };
      }
      if (row.targetType !== 'job_post') {
        throw badRequest(COMPLAINT_ACTION_MESSAGES.actionNeedsJobPost);
      }
      if (row.jobPostId === null) throw conflict(COMPLAINT_ACTION_MESSAGES.jobPostGone);
      return { kind: action, targetId: row.jobPostId };
    },

    async apply(
      planned: Planned,
      admin: { id: number },
      targetType: ComplaintTargetRow['targetType'],
    ): Promise<TakenAction> {
      switch (planned.kind) {
        case 'unpublish_post':
          await deps.jobs.setPendingReview(planned.targetId, true, {
            id: admin.id,
            role: 'admin',
          });
          return {
            action: 'job_post.flag',
            targetType: 'job_post',
            targetId: planned.targetId,
            outcome:
              'The job post has been taken off the site until it is corrected and approved again.',
          };
        case 'delete_post':
          await deps.jobs.adminDelete(planned.targetId);
          return {
            action: 'job_post.delete',
            targetType: 'job_post',
            targetId: planned.targetId,
            outcome: 'The job post has been removed from the site.',
          };
        case 'block_user':
          await deps.adminUsers.setBlocked(planned.targetId, true, admin.id);
          return {
            action: 'user.block',
            targetType: 'user',
            targetId: planned.targetId,
            outcome:
              targetType === 'job_post'
                ? 'The account that posted it has been suspended.'
                : 'The account has been suspended.',
          };
      }
    },
  };
}
