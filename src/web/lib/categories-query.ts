import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../shared/schemas/profile.ts';
import { request } from './api.ts';
import { categoryKeys } from './keys.ts';
import { categoriesReply } from './reply-shape.ts';

/** GET /api/categories: every category, sorted by name (the jobseeker's picker, job forms and filters). */
export function useCategories({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: categoryKeys.all,
    queryFn: async ({ signal }): Promise<Category[]> =>
      request('GET', '/api/categories', categoriesReply, { signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
