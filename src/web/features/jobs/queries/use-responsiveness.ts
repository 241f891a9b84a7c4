import { useQuery } from '@tanstack/react-query';
import type { Responsiveness } from '../../../../shared/schemas/applications.ts';
import { request } from '../../../lib/api.ts';
import { applicationKeys } from '../../../lib/keys.ts';
import { responsivenessReply } from '../../../lib/reply-shape.ts';

/** GET /api/users/:id/responsiveness: how an employer answers applicants (docs/decisions/035). */
export function useResponsiveness(employerId: number | null) {
  return useQuery({
    queryKey: applicationKeys.responsiveness(employerId ?? 0),
    queryFn: async ({ signal }): Promise<Responsiveness> =>
      request('GET', `/api/users/${employerId}/responsiveness`, responsivenessReply, { signal }),
    enabled: employerId !== null,
    staleTime: 10 * 60_000,
  });
}
