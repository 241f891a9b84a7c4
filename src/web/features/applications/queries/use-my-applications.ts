import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type MyApplication,
  myApplicationSchema,
} from '../../../../shared/schemas/applications.ts';
import { request } from '../../../lib/api.ts';
import { applicationKeys } from '../../../lib/keys.ts';

const listSchema = z.array(myApplicationSchema);

/** GET /api/job-applications/my-applications (jobseekers): own applications, newest first. */
export function useMyApplications({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: applicationKeys.mine,
    queryFn: async ({ signal }): Promise<MyApplication[]> =>
      request('GET', '/api/job-applications/my-applications', listSchema, { signal }),
    enabled,
  });
}
