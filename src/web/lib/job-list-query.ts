import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { checkJobList, type JobList } from './reply-shape.ts';

export type { JobList } from './reply-shape.ts';

/** The query of GET /api/job-posts (spec section 7); absent fields are left out of the URL. */
export type JobListParams = {
  title?: string;
  location?: string;
  salary_min?: string;
  salary_max?: string;
  job_type?: string;
  category_id?: string;
  required_skills?: readonly string[];
  page?: number;
  limit?: number;
  sort_by?: 'created_at' | 'relevance' | 'salary';
  sort_order?: 'ASC' | 'DESC';
};

export function jobListSearch(params: JobListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(`${key}[]`, String(item));
    } else {
      search.set(key, String(value));
    }
  }
  return search.toString();
}

/**
 * GET /api/job-posts: public, approved, Active posts. The home page (9 newest) and Find Jobs (a
 * page of 30 with filters) both read it; the previous page stays on screen while the next loads.
 */
export function useJobList(params: JobListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['job-posts', 'list', params],
    queryFn: async ({ signal }): Promise<JobList> =>
      checkJobList(
        await api.get<unknown>(`/api/job-posts?${jobListSearch(params)}`, { signal }),
        'GET /api/job-posts',
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
