import { useMutation } from '@tanstack/react-query';
import { noReply, request } from '../../../lib/api.ts';

/** POST /api/feedback { message } (any signed-in person). */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (message: string) =>
      request('POST', '/api/feedback', noReply, { body: { message } }),
  });
}
