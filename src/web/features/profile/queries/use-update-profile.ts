import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '../../../../shared/schemas/profile.ts';
import { formatClock } from '../../../../shared/working-hours.ts';
import { requestProfileChange } from '../../../lib/profile-parse.ts';
import { storeOwnProfile } from '../../../lib/profile-query.ts';

/**
 * The form's parsed values as the API takes them: the shared schema reads working hours into
 * minutes, the API takes them as "HH:MM" (docs/decisions/051).
 */
function asRequestBody(changes: Partial<ProfileUpdate>): unknown {
  const hours = changes.working_hours;
  if (!hours) return changes;
  return {
    ...changes,
    working_hours: { start: formatClock(hours.start), end: formatClock(hours.end) },
  };
}

/** PUT /api/profile: only the fields of the person's role; the reply is the updated profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<ProfileUpdate>): Promise<Profile> =>
      requestProfileChange('PUT', '/api/profile', asRequestBody(changes)),
    onSuccess: (profile) => storeOwnProfile(queryClient, profile),
  });
}
