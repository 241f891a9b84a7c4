import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { requestBlob } from '../../../lib/api.ts';
import { useObjectUrl } from '../../../lib/object-url.ts';
import type { AdminUser } from '../admin-schemas.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { adminKeys } from '../keys.ts';
import { LoadError } from './tab-parts.tsx';

/** Spec section 3: a path ending in .pdf is a PDF, anything else an image. */
const isPdf = (path: string) => path.toLowerCase().endsWith('.pdf');

/**
 * The identity document of a user, fetched with the token (the server records the reading in
 * the audit log), next to the Verify and Reject buttons it is there to inform.
 */
export function IdentityDocumentDialog({
  user,
  onClose,
  onDecide,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDecide: (user: AdminUser, isVerified: boolean) => void;
}) {
  const path = user?.identity_document ?? null;
  const file = useQuery({
    queryKey: adminKeys.identityDocument(path),
    queryFn: ({ signal }) => requestBlob(path as string, { signal }),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
  const url = useObjectUrl(file.data);

  let body: ReactNode;
  if (!path) body = null;
  else if (file.isError) {
    body = (
      <LoadError
        error={file.error}
        fallback={ADMIN_TEXTS.identityDocumentFailed}
        onRetry={() => void file.refetch()}
      />
    );
  } else if (!url) {
    body = (
      <div aria-busy="true">
        <span className="sr-only">Loading the document</span>
        <Skeleton className="block h-48 w-full" />
      </div>
    );
  } else if (isPdf(path)) {
    body = (
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className={buttonStyles({ variant: 'secondary' })}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Open the PDF in a new tab
      </a>
    );
  } else {
    body = (
      <img
        src={url}
        alt={`Identity document of ${user?.username ?? ''}`}
        className="max-h-[60vh] w-full rounded-lg border border-neutral-200 object-contain"
      />
    );
  }

  return (
    <Modal
      isOpen={user !== null}
      onClose={onClose}
      title={`Identity document of ${user?.username ?? ''}`}
    >
      {body}
      {user ? (
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onDecide(user, false)}>
            Reject Identity
          </Button>
          <Button onClick={() => onDecide(user, true)} disabled={user.identity_verified}>
            Verify Identity
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
