import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { checkSiteStats, type SiteStats } from '../../../lib/reply-shape.ts';

export type { SiteStats } from '../../../lib/reply-shape.ts';

/** GET /api/stats: resumes, public vacancies and employers for the home page counters. */
export function useSiteStats() {
  return useQuery({
    queryKey: ['stats'],
    queryFn: async ({ signal }): Promise<SiteStats> =>
      checkSiteStats(await api.get<unknown>('/api/stats', { signal }), 'GET /api/stats'),
  });
}
