import { MESSAGES } from '../../shared/messages.ts';
import { type Profile, profileSchema } from '../../shared/schemas/profile.ts';
import { DataShapeError, request } from './api.ts';

/**
 * A change of the signed-in person's profile (update, uploads), whose reply is the profile checked
 * against the shared schema; an unexpected shape counts as a failed load (spec section 8). Kept
 * apart from profile-query.ts because it brings zod, which the shell leaves out
 * (docs/decisions/015); the profile page has it anyway.
 */
export async function requestProfileChange(
  method: 'PUT' | 'POST',
  path: string,
  body: unknown,
): Promise<Profile> {
  try {
    return await request(method, path, profileSchema, { body });
  } catch (error) {
    if (error instanceof DataShapeError) throw new Error(MESSAGES.profileLoadFailed);
    throw error;
  }
}
