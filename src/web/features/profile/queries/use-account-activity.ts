import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type ActivityPage, activityPageSchema } from '../../../../shared/schemas/activity.ts';
import { noReply, request } from '../../../lib/api.ts';
import { profileActivityKeys } from '../keys.ts';

/** Lines per page of the Account activity section. */
export const ACTIVITY_SECTION_PAGE_SIZE = 5;

/**
 * GET /api/profile/activity, newest first, a page at a time: 'Show older activity' asks for the
 * next page (docs/decisions/048).
 */
export function useAccountActivity() {
  return useInfiniteQuery({
    queryKey: profileActivityKeys.all,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<ActivityPage> =>
      request(
        'GET',
        `/api/profile/activity?page=${pageParam}&limit=${ACTIVITY_SECTION_PAGE_SIZE}`,
        activityPageSchema,
        { signal },
      ),
    getNextPageParam: (last, pages, lastParam) =>
      pages.reduce((shown, page) => shown + page.data.length, 0) < last.total &&
      last.data.length > 0
        ? lastParam + 1
        : undefined,
  });
}

/** POST /api/auth/sign-out-everywhere: every session ends, this one too; the caller signs out. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => request('POST', '/api/auth/sign-out-everywhere', noReply),
  });
}
