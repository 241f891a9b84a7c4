import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { noReply, request } from '../../../lib/api.ts';
import { complaintSchema } from '../../../lib/complaints.ts';
import type { ComplaintBody } from '../complaint-form.ts';
import { complaintKeys } from '../keys.ts';

/** GET /api/complaints: the caller's own reports and their outcome. */
export function useMyComplaints() {
  return useQuery({
    queryKey: complaintKeys.mine,
    queryFn: async ({ signal }) =>
      request('GET', '/api/complaints', z.array(complaintSchema), { signal }),
  });
}

/** POST /api/complaints. */
export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintBody) => request('POST', '/api/complaints', noReply, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: complaintKeys.mine }),
  });
}
