import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { profileKeys } from './keys.ts';
import { type SessionNotice, useSessionState } from './session.ts';

/** Navigations closer together than this ask the server about the session only once. */
const RECHECK_GAP_MS = 5000;

/**
 * docs/decisions/020: a blocked (or deleted, or signed-out-elsewhere) person with the app open is sent
 * out on their next request or navigation.
 * - Any API call the server refuses for the session ends it (lib/api.ts); this hook then takes
 *   the person to /login, where the notice says why, and drops what the cache held of them.
 * - A navigation asks the server again (the profile query the header already runs), so even a
 *   page that fetches nothing of its own notices. Admins have no profile query (spec section 4):
 *   every admin page fetches admin data, which does the same.
 */
export function useSessionGuard(): void {
  const { session, notice } = useSessionState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<SessionNotice | null>(null);
  const lastCheck = useRef(Date.now());

  useEffect(() => {
    if (!notice?.isExpelled || handled.current === notice) return;
    handled.current = notice;
    if (window.location.pathname !== '/login') void navigate('/login', { replace: true });
    queryClient.clear();
  }, [notice, navigate, queryClient]);

  const userId = session?.claims.role === 'admin' ? null : (session?.claims.sub ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (pathname)
  useEffect(() => {
    if (userId === null || Date.now() - lastCheck.current < RECHECK_GAP_MS) return;
    lastCheck.current = Date.now();
    void queryClient.invalidateQueries({ queryKey: profileKeys.own(userId) });
  }, [pathname, userId, queryClient]);
}
