import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type MyApplication,
  myApplicationSchema,
} from '../../../../shared/schemas/applications.ts';
import { api } from '../../../lib/api.ts';
import { parseReply } from '../../../lib/parse-reply.ts';

const listSchema = z.array(myApplicationSchema);

/** GET /api/job-applications/my-applications (jobseekers): own applications, newest first. */
export function useMyApplications({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['job-applications', 'mine'],
    queryFn: async ({ signal }): Promise<MyApplication[]> =>
      parseReply(
        listSchema,
        await api.get<unknown>('/api/job-applications/my-applications', { signal }),
        'GET /api/job-applications/my-applications',
      ),
    enabled,
  });
}
