import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { request } from '../../../lib/api.ts';
import { jobPostKeys } from '../../../lib/keys.ts';
import { viewsReply } from '../../../lib/reply-shape.ts';

/**
 * POST /api/job-posts/{id}/increment-view after the job loads (spec section 4). The shown count
 * follows the reply; a reply without views shows the old count plus one. Failures are only
 * logged (spec section 8). A plain request, not a mutation hook: nothing shows its progress, and
 * a mutation's observer drew the whole page again as it started and as it ended
 * (docs/decisions/063).
 */
export function useRecordJobView(): (id: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) => {
      request('POST', `/api/job-posts/${id}/increment-view`, viewsReply).then(
        ({ views }) => {
          queryClient.setQueryData<JobPost>(jobPostKeys.detail(id), (old) =>
            old ? { ...old, views: views ?? old.views + 1 } : old,
          );
        },
        (error: unknown) => console.warn('Recording the job view failed.', error),
      );
    },
    [queryClient],
  );
}
