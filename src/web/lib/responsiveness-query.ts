import { useQuery } from '@tanstack/react-query';
import type { Responsiveness } from '../../shared/schemas/applications.ts';
import { request } from './api.ts';
import { applicationKeys } from './keys.ts';
import { responsivenessReply } from './reply-shape.ts';

/**
 * GET /api/users/:id/responsiveness: how an employer answers applicants (docs/decisions/035).
 * In lib because the job page and the employer's public profile both show it.
 */
export function useResponsiveness(employerId: number | null) {
  return useQuery({
    queryKey: applicationKeys.responsiveness(employerId ?? 0),
    queryFn: async ({ signal }): Promise<Responsiveness> =>
      request('GET', `/api/users/${employerId}/responsiveness`, responsivenessReply, { signal }),
    enabled: employerId !== null,
    staleTime: 10 * 60_000,
  });
}
