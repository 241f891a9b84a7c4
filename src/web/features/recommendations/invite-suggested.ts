import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages.ts';
import { invitationSchema } from '../../../shared/schemas/invitations.ts';
import type { TalentSuggestions } from '../../../shared/schemas/recommendations.ts';
import { request } from '../../lib/api.ts';
import { invitationKeys } from '../invitations/keys.ts';
import { recommendationKeys } from './queries.ts';

/**
 * One-click invitation from a suggestion (POST /api/invitations, docs/decisions/034) with the
 * standard message; the suggestion then reads "Invited".
 */
export function useInviteSuggested(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      request('POST', '/api/invitations', invitationSchema, {
        body: {
          job_post_id: postId,
          user_id: userId,
          message: MESSAGES.suggestedTalentInviteMessage,
        },
      }),
    onSuccess: (_reply, userId) => {
      queryClient.setQueryData<TalentSuggestions>(recommendationKeys.talent(postId), (current) =>
        current
          ? {
              data: current.data.map((t) => (t.id === userId ? { ...t, invited: true } : t)),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: invitationKeys.sentTo(userId) });
    },
  });
}
