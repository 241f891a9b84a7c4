import { useQuery } from '@tanstack/react-query';
import { requestBlob } from '../../../lib/api.ts';
import { profileFileKeys } from '../keys.ts';

/**
 * GET {identity_document}: the private file, fetched with the bearer token as a Blob (an <img>
 * or a plain link could not send the token). Keyed by path: a new upload gets a new path.
 */
export function useIdentityDocument(path: string | null) {
  return useQuery({
    queryKey: profileFileKeys.identityDocument(path),
    queryFn: ({ signal }) => requestBlob(path as string, { signal }),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // Blobs can be large; drop them soon after the section is gone.
    gcTime: 60 * 1000,
  });
}
