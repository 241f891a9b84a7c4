import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { statsKeys } from '../../../lib/keys.ts';
import { type SiteStats, siteStatsReply } from '../../../lib/reply-shape.ts';

export type { SiteStats } from '../../../lib/reply-shape.ts';

/** GET /api/stats: resumes, public vacancies and employers for the home page counters. */
export function useSiteStats() {
  return useQuery({
    queryKey: statsKeys.all,
    queryFn: async ({ signal }): Promise<SiteStats> =>
      request('GET', '/api/stats', siteStatsReply, { signal }),
  });
}
