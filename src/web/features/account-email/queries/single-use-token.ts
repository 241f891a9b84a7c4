/**
 * The query options of a page that sends a single-use token from a mailed link (e-mail
 * verification, e-mail change). A query rather than a mutation, so the token is sent once even
 * when the page renders twice (React's strict mode, a remount): the result is kept and never
 * fetched again.
 */
export function singleUseTokenOptions(token: string | null) {
  return {
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  } as const;
}
