/** Query keys of the profile page's own files. */
export const profileFileKeys = {
  identityDocument: (path: string | null) => ['identity-document', path] as const,
};
