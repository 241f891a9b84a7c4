import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { requestBlob } from '../../../lib/api.ts';
import { useObjectUrl } from '../../../lib/object-url.ts';
import type { AdminUser } from '../admin-schemas.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { adminKeys } from '../keys.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { LoadError } from './tab-parts.tsx';

/** Spec section 3: a path ending in .pdf is a PDF, anything else an image. */
const isPdf = (path: string) => path.toLowerCase().endsWith('.pdf');

/**
 * The identity document of a user, fetched with the token once the admin has said why (the
 * server records the reading and the reason in the audit log, and the person sees both in their
 * account activity: docs/decisions/048), next to the Verify and Reject buttons it informs.
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
  // Asked at every opening: each opening is a reading of the document, recorded with its reason.
  const [reason, setReason] = useState<string | null>(null);
  const path = user?.identity_document ?? null;
  const file = useQuery({
    queryKey: [...adminKeys.identityDocument(path), reason],
    queryFn: ({ signal }) =>
      requestBlob(`${path}?${new URLSearchParams({ reason: reason ?? '' })}`, { signal }),
    enabled: path !== null && reason !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const close = () => {
    setReason(null);
    onClose();
  };
  const decide = (decided: AdminUser, isVerified: boolean) => {
    setReason(null);
    onDecide(decided, isVerified);
  };
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

  if (user !== null && reason === null) {
    return (
      <ReasonDialog
        isOpen
        title={`Open the identity document of ${user.username}`}
        description="Say why you need to see it. The person will see that you opened it, and why."
        submitLabel="Open document"
        onCancel={close}
        onReason={setReason}
      />
    );
  }

  return (
    <Modal
      isOpen={user !== null}
      onClose={close}
      title={`Identity document of ${user?.username ?? ''}`}
    >
      {body}
      {user ? (
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => decide(user, false)}>
            Reject Identity
          </Button>
          <Button onClick={() => decide(user, true)} disabled={user.identity_verified}>
            Verify Identity
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
