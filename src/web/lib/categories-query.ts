import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../shared/schemas/profile.ts';
import { api } from './api.ts';
import { checkCategories } from './reply-shape.ts';

/** GET /api/categories: every category, sorted by name (the jobseeker's picker, job forms and filters). */
export function useCategories({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }): Promise<Category[]> =>
      checkCategories(await api.get<unknown>('/api/categories', { signal }), 'GET /api/categories'),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
