import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '../../shared/roles.ts';
import type { TokenClaims } from '../../shared/token.ts';
import { noReply, request } from './api.ts';
import { forgetStoredOutboxes } from './chat-outbox-keys.ts';
import { profileErrorMessage, profileQueryOptions } from './profile-query.ts';
import { endSession, readSession, startSession, useSessionState } from './session.ts';

/** The admin's token carries no username and the spec skips the admin's profile fetch. */
const ADMIN_DISPLAY_NAME = 'Admin';

export type Viewer = {
  isAuthenticated: boolean;
  /** null for a visitor. */
  role: Role | null;
  /** The name for the greeting; null while unknown (loading or failed). */
  displayName: string | null;
  isProfileLoading: boolean;
  /** Spec section 8 text when the profile could not be loaded. */
  profileError: string | null;
  retryProfile: () => void;
};

/** Who is looking at the page: the role comes from the token, the name from the profile. */
export function useViewer(): Viewer {
  const { session } = useSessionState();
  const role = session?.claims.role ?? null;
  const isAdmin = role === 'admin';
  const profile = useQuery({
    ...profileQueryOptions(session?.claims.sub ?? ''),
    // Spec section 4: for an admin the profile fetch is skipped.
    enabled: session !== null && !isAdmin,
  });
  const { refetch } = profile;
  const retryProfile = useCallback(() => void refetch(), [refetch]);

  if (!session) {
    return {
      isAuthenticated: false,
      role: null,
      displayName: null,
      isProfileLoading: false,
      profileError: null,
      retryProfile,
    };
  }
  return {
    isAuthenticated: true,
    role,
    displayName: isAdmin ? ADMIN_DISPLAY_NAME : (profile.data?.username ?? null),
    isProfileLoading: !isAdmin && profile.isPending,
    profileError: !isAdmin && profile.isError ? profileErrorMessage(profile.error) : null,
    retryProfile,
  };
}

/** Where a role lands after signing in (spec section 2, Sign In). */
export function homePathFor(role: Role): string {
  return role === 'admin' ? '/admin' : '/';
}

/**
 * After login or registration (spec section 4): store the token, refresh the profile, and so
 * mark the person authenticated. The caller redirects.
 */
export function useSignIn(): (accessToken: string) => Promise<TokenClaims> {
  const queryClient = useQueryClient();
  return useCallback(
    async (accessToken: string) => {
      const claims = startSession(accessToken);
      if (claims.role !== 'admin') {
        // A failure is shown by the shell through the same query; signing in still succeeded.
        await queryClient
          .fetchQuery({ ...profileQueryOptions(claims.sub), staleTime: 0 })
          .catch(() => undefined);
      }
      return claims;
    },
    [queryClient],
  );
}

const LOGOUT_TIMEOUT_MS = 5000;

/**
 * POST /api/auth/logout revokes the token on the server; whatever its outcome (only logged, spec
 * section 8) the browser forgets the token and the cached data and goes home.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (readSession()) {
      try {
        await request('POST', '/api/auth/logout', noReply, {
          signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
        });
      } catch (error) {
        console.warn('Logout request failed; the token is discarded anyway.', error);
      }
    }
    endSession();
    // Unsent messages go with the session (docs/decisions/017); after endSession, so that the
    // closing chat client can no longer write them back.
    forgetStoredOutboxes();
    queryClient.clear();
    await navigate('/');
  }, [queryClient, navigate]);
}
