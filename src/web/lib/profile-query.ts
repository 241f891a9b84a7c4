import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { SHELL_MESSAGES } from '../../shared/messages-shell.ts';
import type { Profile } from '../../shared/schemas/profile.ts';
import { ApiError, DataShapeError, request, retryUnlessRefused } from './api.ts';
import { profileKeys, userKeys } from './keys.ts';
import { profileReply } from './reply-shape.ts';
import { expelSession, readSession } from './session.ts';

/**
 * GET /api/profile: the signed-in person's own profile. It lives in lib because the shell (the
 * header greeting) and several features read it.
 */
export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.own(userId),
    queryFn: async ({ signal }): Promise<Profile> => {
      try {
        // A light schema rather than the zod one: the shell reads this on every page, the home
        // page included (docs/decisions/015).
        return await request('GET', '/api/profile', profileReply, { signal });
      } catch (error) {
        // 401 means the server no longer honours the token (expired, revoked at logout, account
        // deleted): the API client has ended the session; the spec's text says so here. A session
        // still present is a newer one (signed in again meanwhile): it stays.
        if (error instanceof ApiError && error.status === 401 && readSession() === null) {
          expelSession(SHELL_MESSAGES.profileUnauthorized);
        }
        if (error instanceof DataShapeError) throw new Error(SHELL_MESSAGES.profileLoadFailed);
        throw error;
      }
    },
    // A 4xx will not get better by asking again; network and server errors might.
    retry: retryUnlessRefused(2),
    staleTime: 5 * 60 * 1000,
  });
}

/** The text spec section 8 gives for a failed profile load. */
export function profileErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
    return SHELL_MESSAGES.profileUnauthorized;
  }
  return SHELL_MESSAGES.profileLoadFailed;
}

/**
 * Puts the profile a mutation answered with (update, upload) into the cache of the signed-in
 * person, so the page, the header greeting and the verify banner show it without a refetch.
 */
export function storeOwnProfile(queryClient: QueryClient, profile: Profile): void {
  const session = readSession();
  if (!session) return;
  queryClient.setQueryData(profileKeys.own(session.claims.sub), profile);
  // The public view of the same person (/users/{id}) is now out of date too.
  void queryClient.invalidateQueries({ queryKey: userKeys.detail(profile.id) });
}
