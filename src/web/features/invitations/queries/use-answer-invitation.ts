import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AcceptInvitationReply,
  acceptInvitationReplySchema,
  type Invitation,
  invitationSchema,
} from '../../../../shared/schemas/invitations.ts';
import { request } from '../../../lib/api.ts';
import { applicationKeys } from '../../../lib/keys.ts';
import { invitationKeys } from '../keys.ts';

/**
 * POST /api/invitations/:id/accept: applies at once when the post asks for nothing (then My
 * Applications and the job's "has applied" answer change too), else the apply form is next.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<AcceptInvitationReply> =>
      request('POST', `/api/invitations/${id}/accept`, acceptInvitationReplySchema),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.received });
      if (reply.application) {
        queryClient.setQueryData(applicationKeys.check(reply.invitation.job_post.id), true);
        void queryClient.invalidateQueries({ queryKey: applicationKeys.mine });
      }
    },
  });
}

/** POST /api/invitations/:id/decline. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<Invitation> =>
      request('POST', `/api/invitations/${id}/decline`, invitationSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invitationKeys.received }),
  });
}
