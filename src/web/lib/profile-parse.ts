import { MESSAGES } from '../../shared/messages.ts';
import { type Profile, profileSchema } from '../../shared/schemas/profile.ts';

/**
 * Checks a profile the server sent; an unexpected shape is logged and counts as a failure. Kept
 * apart from profile-query.ts because it brings zod: the shell loads it only when there is a
 * session, so a visitor's home page never downloads the validation library.
 */
export function parseProfile(body: unknown, source: string): Profile {
  const parsed = profileSchema.safeParse(body);
  if (!parsed.success) {
    console.error(`${source} answered an unexpected shape`, parsed.error.issues);
    throw new Error(MESSAGES.profileLoadFailed);
  }
  return parsed.data;
}
