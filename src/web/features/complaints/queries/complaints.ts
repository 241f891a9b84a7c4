import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { complaintSchema } from '../../../lib/complaints.ts';
import { parseReply } from '../../../lib/parse-reply.ts';
import type { ComplaintBody } from '../complaint-form.ts';

const myComplaintsKey = ['complaints', 'mine'] as const;

/** GET /api/complaints: the caller's own reports and their outcome. */
export function useMyComplaints() {
  return useQuery({
    queryKey: myComplaintsKey,
    queryFn: async ({ signal }) =>
      parseReply(
        z.array(complaintSchema),
        await api.get<unknown>('/api/complaints', { signal }),
        'GET /api/complaints',
      ),
  });
}

/** POST /api/complaints. */
export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintBody) => api.post<unknown>('/api/complaints', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myComplaintsKey }),
  });
}
