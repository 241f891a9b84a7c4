/**
 * The identity document and its badge (docs/decisions/018, "Identity documents"). The badge
 * vouches for the file an admin looked at, so a new upload takes it away until an admin decides
 * on the new file. The verified file is kept meanwhile (as evidence of what was checked) and
 * deleted once the new one is decided, whichever way.
 */
export type IdentityState = {
  identityDocument: string | null;
  identityVerified: boolean;
  /** The verified document, kept while a newer upload waits for a decision. */
  previousIdentityDocument: string | null;
};

/** The state to store and the files (paths) no longer referenced, to delete from storage. */
export type IdentityChange = { next: IdentityState; discarded: string[] };

const present = (paths: (string | null)[]): string[] =>
  paths.filter((p): p is string => p !== null);

/** A new upload: never verified; the verified file is kept, an unverified one is replaced. */
export function afterUpload(state: IdentityState, uploaded: string): IdentityChange {
  const isCheckedFile = state.identityVerified && state.identityDocument !== null;
  if (isCheckedFile) {
    return {
      next: {
        identityDocument: uploaded,
        identityVerified: false,
        previousIdentityDocument: state.identityDocument,
      },
      discarded: present([state.previousIdentityDocument]),
    };
  }
  // Nobody vouched for the current file: it is simply replaced; a kept verified one stays kept.
  return {
    next: {
      identityDocument: uploaded,
      identityVerified: false,
      previousIdentityDocument: state.previousIdentityDocument,
    },
    discarded: present([state.identityDocument]),
  };
}

/**
 * An admin's decision on the current document. Either way the kept verified file goes: a
 * verification vouches for the new file; a rejection does not bring the old badge back, since
 * the person replaced that document themselves.
 */
export function afterDecision(state: IdentityState, verify: boolean): IdentityChange {
  return {
    next: {
      identityDocument: state.identityDocument,
      identityVerified: verify,
      previousIdentityDocument: null,
    },
    discarded: present([state.previousIdentityDocument]),
  };
}
