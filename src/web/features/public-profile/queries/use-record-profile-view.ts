import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicProfile } from '../../../../shared/schemas/profile.ts';
import { request } from '../../../lib/api.ts';
import { userKeys } from '../../../lib/keys.ts';
import { profileViewsReply } from '../../../lib/reply-shape.ts';

/**
 * POST /api/profile/{id}/increment-view, after a jobseeker's profile loads (spec section 4).
 * The shown count follows the reply; a failure is only logged (spec section 8).
 */
export function useRecordProfileView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => ({
      userId,
      ...(await request('POST', `/api/profile/${userId}/increment-view`, profileViewsReply)),
    }),
    onSuccess: ({ userId, profile_views }) => {
      queryClient.setQueryData<PublicProfile>(userKeys.detail(userId), (old) =>
        old ? { ...old, profile_views } : old,
      );
    },
    onError: (error) => console.warn('Recording the profile view failed.', error),
  });
}
