import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob, for <img src> or a link; revoked when the Blob changes or the
 * component unmounts, so the browser can free the memory.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
