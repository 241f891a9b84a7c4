/**
 * The addresses of the job API calls that pages make first. The web app fetches them and the
 * server preloads the same ones in a page's head (decisions/026): a preload is only used when the
 * URL is the same byte for byte, so both sides build it here.
 */

/** The query of GET /api/job-posts (spec section 7); absent fields are left out of the URL. */
export type JobListParams = {
  title?: string;
  location?: string;
  salary_min?: string;
  salary_max?: string;
  job_type?: string;
  category_id?: string;
  required_skills?: readonly string[];
  /** 'true': verified employers only (docs/decisions/049). */
  verified?: 'true';
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

/** GET /api/job-posts with a query: a page of public posts. */
export function jobListPath(params: JobListParams): string {
  return `/api/job-posts?${jobListSearch(params)}`;
}

/** GET /api/job-posts/{id}: one post. */
export function jobPostPath(id: number): string {
  return `/api/job-posts/${id}`;
}
