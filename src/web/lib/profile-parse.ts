import { MESSAGES } from '../../shared/messages.ts';
import { type Profile, profileSchema } from '../../shared/schemas/profile.ts';

/**
 * Checks a profile the server sent back to a change (update, uploads) against the shared schema;
 * an unexpected shape is logged and counts as a failure. Kept apart from profile-query.ts because
 * it brings zod, which the shell leaves out (docs/decisions/015); the profile page has it anyway.
 */
export function parseProfile(body: unknown, source: string): Profile {
  const parsed = profileSchema.safeParse(body);
  if (!parsed.success) {
    console.error(`${source} answered an unexpected shape`, parsed.error.issues);
    throw new Error(MESSAGES.profileLoadFailed);
  }
  return parsed.data;
}
