import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../../shared/schemas/profile.ts';
import { requestProfileChange } from '../../../lib/profile-parse.ts';
import { storeOwnProfile } from '../../../lib/profile-query.ts';

/** PUT /api/profile: only the fields of the person's role; the reply is the updated profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<ProfileUpdate>): Promise<Profile> =>
      requestProfileChange('PUT', '/api/profile', changes),
    onSuccess: (profile) => storeOwnProfile(queryClient, profile),
  });
}
