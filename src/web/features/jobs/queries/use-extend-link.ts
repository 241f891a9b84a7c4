import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { extendLinkReplySchema } from '../../../../shared/schemas/job-expiry.ts';
import { request } from '../../../lib/api.ts';
import { jobPostKeys } from '../../../lib/keys.ts';

// Apart from the owner's Extend (use-extend-job-post.ts), so that the landing page's chunk does
// not pull My Job Posts' cache helpers into a chunk of their own: every chunk a lazy page needs
// is named in the home page's JavaScript (docs/decisions/015).

/** GET /api/job-post-extensions: the post a mailed Extend link names, and its expiry. */
export function useExtendLink(token: string | null) {
  return useQuery({
    queryKey: ['job-post-extension', token],
    queryFn: () =>
      request(
        'GET',
        `/api/job-post-extensions?token=${encodeURIComponent(token ?? '')}`,
        extendLinkReplySchema,
      ),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/job-post-extensions with the link's token: the page's button. */
export function useExtendByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      request('POST', '/api/job-post-extensions', extendLinkReplySchema, { body: { token } }),
    // The owner may be signed in in this browser: My Job Posts shows the new date.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobPostKeys.all }),
  });
}
