import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type JobPostApplication,
  jobPostApplicationSchema,
} from '../../../../shared/schemas/applications.ts';
import { api } from '../../../lib/api.ts';
import { parseReply } from '../../../lib/parse-reply.ts';

const listSchema = z.array(jobPostApplicationSchema);

export const jobApplicationsKey = (jobId: number) =>
  ['job-applications', 'job-post', jobId] as const;

/** GET /api/job-applications/job-post/{id} (the post's owner): who applied, oldest first. */
export function useJobApplications(jobId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: jobApplicationsKey(jobId),
    queryFn: async ({ signal }): Promise<JobPostApplication[]> =>
      parseReply(
        listSchema,
        await api.get<unknown>(`/api/job-applications/job-post/${jobId}`, { signal }),
        'GET /api/job-applications/job-post/:id',
      ),
    enabled,
  });
}
