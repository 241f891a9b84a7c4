/** Query keys of the profile page's own files. */
export const profileFileKeys = {
  identityDocument: (path: string | null) => ['identity-document', path] as const,
};

/** The Account activity section's list (docs/decisions/048). */
export const profileActivityKeys = {
  all: ['profile', 'activity'] as const,
};
