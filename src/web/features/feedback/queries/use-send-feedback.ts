import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/feedback { message } (any signed-in person). */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (message: string) => api.post<unknown>('/api/feedback', { message }),
  });
}
