import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PublicProfile } from '../../../../shared/schemas/profile.ts';
import { request } from '../../../lib/api.ts';
import { userKeys } from '../../../lib/keys.ts';
import { profileViewsReply } from '../../../lib/reply-shape.ts';

/**
 * POST /api/profile/{id}/increment-view, after a jobseeker's profile loads (spec section 4).
 * The shown count follows the reply; a failure is only logged (spec section 8). A plain request,
 * not a mutation hook, for the reason use-record-job-view.ts gives (docs/decisions/063).
 */
export function useRecordProfileView(): (userId: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (userId: number) => {
      request('POST', `/api/profile/${userId}/increment-view`, profileViewsReply).then(
        ({ profile_views }) => {
          queryClient.setQueryData<PublicProfile>(userKeys.detail(userId), (old) =>
            old ? { ...old, profile_views } : old,
          );
        },
        (error: unknown) => console.warn('Recording the profile view failed.', error),
      );
    },
    [queryClient],
  );
}
