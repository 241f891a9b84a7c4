import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type JobPostApplication,
  jobPostApplicationSchema,
} from '../../../../shared/schemas/applications.ts';
import { request } from '../../../lib/api.ts';
import { applicationKeys } from '../../../lib/keys.ts';

const listSchema = z.array(jobPostApplicationSchema);

/** GET /api/job-applications/job-post/{id} (the post's owner): who applied, oldest first. */
export function useJobApplications(jobId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: applicationKeys.forJobPost(jobId),
    queryFn: async ({ signal }): Promise<JobPostApplication[]> =>
      request('GET', `/api/job-applications/job-post/${jobId}`, listSchema, { signal }),
    enabled,
  });
}
