import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { api } from '../../../lib/api.ts';
import { parseProfile } from '../../../lib/profile-parse.ts';
import { storeOwnProfile } from '../../../lib/profile-query.ts';

/** POST /api/profile/upload-avatar, multipart field `avatar`; the reply is the profile. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<Profile> => {
      const form = new FormData();
      form.append('avatar', file);
      return parseProfile(
        await api.upload<unknown>('/api/profile/upload-avatar', form),
        'POST /api/profile/upload-avatar',
      );
    },
    onSuccess: (profile) => storeOwnProfile(queryClient, profile),
  });
}
