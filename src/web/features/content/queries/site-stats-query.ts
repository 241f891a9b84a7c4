import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { checkSiteStats, type SiteStats } from '../../../lib/reply-shape.ts';

/** GET /api/stats, under the home page's query key: one answer serves both pages. */
export function useSiteStats() {
  return useQuery({
    queryKey: ['stats'],
    queryFn: async ({ signal }): Promise<SiteStats> =>
      checkSiteStats(await api.get<unknown>('/api/stats', { signal }), 'GET /api/stats'),
  });
}
