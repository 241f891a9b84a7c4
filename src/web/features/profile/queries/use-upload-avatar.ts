import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { requestProfileChange } from '../../../lib/profile-parse.ts';
import { storeOwnProfile } from '../../../lib/profile-query.ts';

/** POST /api/profile/upload-avatar, multipart field `avatar`; the reply is the profile. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<Profile> => {
      const form = new FormData();
      form.append('avatar', file);
      return requestProfileChange('POST', '/api/profile/upload-avatar', form);
    },
    onSuccess: (profile) => storeOwnProfile(queryClient, profile),
  });
}
