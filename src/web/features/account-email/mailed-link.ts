import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { profileKeys } from '../../lib/keys.ts';

/** The token of a mailed link (`?token=`), or null when the address has none. */
export function useLinkToken(): string | null {
  const [searchParams] = useSearchParams();
  return searchParams.get('token')?.trim() || null;
}

/**
 * Once a mailed link has changed the account (`isDone`), a signed-in person's profile is read
 * again: the pending address or the banner asking to verify goes away.
 */
export function useProfileRefreshAfter(isDone: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isDone) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }, [isDone, queryClient]);
}
