/**
 * The pages without the header's search band (docs/decisions/043): one search box per screen.
 * Home, Find Jobs and Find Talent have their own search; sign-in and sign-up are about the
 * account, not about searching. Read by the header (components/layout/header.tsx) and by the
 * server, which leaves the band out of those pages' first paint (decisions/028), so the page
 * does not jump when the app takes over.
 */
const WITHOUT_SEARCH_BAND = new Set([
  '/',
  '/find-job',
  '/find-talent',
  '/login',
  '/register/employer',
  '/register/jobseeker',
]);

/** Whether the page at `pathname` shows the header's search band; a trailing slash is ignored. */
export function hasSearchBand(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !WITHOUT_SEARCH_BAND.has(path || '/');
}
