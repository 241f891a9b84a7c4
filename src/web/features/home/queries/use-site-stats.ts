import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { statsSchema } from '../../../../shared/schemas/jobs.ts';
import { api } from '../../../lib/api.ts';

export type SiteStats = z.infer<typeof statsSchema>;

/** GET /api/stats: resumes, public vacancies and employers for the home page counters. */
export function useSiteStats() {
  return useQuery({
    queryKey: ['stats'],
    queryFn: async ({ signal }): Promise<SiteStats> =>
      statsSchema.parse(await api.get<unknown>('/api/stats', { signal })),
  });
}
