import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { requestProfileChange } from '../../../lib/profile-parse.ts';
import { storeOwnProfile } from '../../../lib/profile-query.ts';

/** POST /api/profile/upload-identity, multipart field `document`; the reply is the profile. */
export function useUploadIdentityDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<Profile> => {
      const form = new FormData();
      form.append('document', file);
      return requestProfileChange('POST', '/api/profile/upload-identity', form);
    },
    onSuccess: (profile) => storeOwnProfile(queryClient, profile),
  });
}
