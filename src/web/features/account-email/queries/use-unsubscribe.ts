import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../../../lib/api.ts';
import { accountEmailKeys } from '../keys.ts';

const unsubscribeReplySchema = z.object({
  preference: z.string(),
  label: z.string(),
  enabled: z.boolean(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;

/** GET /api/mail-preferences/unsubscribe: which mail the link turns off, and whether it is on. */
export function useUnsubscribeLink(token: string | null) {
  return useQuery({
    queryKey: accountEmailKeys.unsubscribe(token),
    queryFn: () =>
      request(
        'GET',
        `/api/mail-preferences/unsubscribe?token=${encodeURIComponent(token ?? '')}`,
        unsubscribeReplySchema,
      ),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/mail-preferences/unsubscribe with the link's token: a button press. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      request('POST', '/api/mail-preferences/unsubscribe', unsubscribeReplySchema, {
        body: { token },
      }),
  });
}
