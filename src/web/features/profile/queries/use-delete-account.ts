import { useMutation } from '@tanstack/react-query';
import { noReply, request } from '../../../lib/api.ts';

/** DELETE /api/profile: erases the account; the caller then ends the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => request('DELETE', '/api/profile', noReply),
  });
}
