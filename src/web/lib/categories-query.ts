import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Category, categorySchema } from '../../shared/schemas/profile.ts';
import { api } from './api.ts';

const categoryListSchema = z.array(categorySchema);

/** GET /api/categories: every category, sorted by name (the jobseeker's picker, job forms and filters). */
export function useCategories({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['categories'],
    queryFn: async ({ signal }): Promise<Category[]> =>
      categoryListSchema.parse(await api.get<unknown>('/api/categories', { signal })),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
