import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Invitation, invitationSchema } from '../../../../shared/schemas/invitations.ts';
import { request } from '../../../lib/api.ts';
import { invitationKeys } from '../keys.ts';

const listSchema = z.array(invitationSchema);

/** GET /api/invitations (jobseekers): own invitations, newest first. */
export function useReceivedInvitations() {
  return useQuery({
    queryKey: invitationKeys.received,
    queryFn: async ({ signal }): Promise<Invitation[]> =>
      request('GET', '/api/invitations', listSchema, { signal }),
  });
}
