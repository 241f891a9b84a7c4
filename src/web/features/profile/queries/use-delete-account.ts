import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** DELETE /api/profile: erases the account; the caller then ends the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => api.delete<void>('/api/profile'),
  });
}
