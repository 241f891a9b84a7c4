import { ExternalLink, FileText, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useObjectUrl } from '../../../lib/object-url.ts';
import { useIdentityDocument } from '../queries/use-identity-document.ts';
import { useUploadIdentityDocument } from '../queries/use-upload-identity-document.ts';
import { DOCUMENT_RULE } from '../upload-rules.ts';
import { FileUploadForm } from './file-upload-form.tsx';

/** Spec section 3: a path ending in .pdf is a PDF, anything else an image. */
function isPdf(path: string): boolean {
  return path.toLowerCase().endsWith('.pdf');
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The private document, shown from an object URL: the CSP allows no frames or objects, so a PDF
 * opens in a new tab (the browser's own viewer) instead of inline.
 */
function DocumentPreview({ path }: { path: string }) {
  const file = useIdentityDocument(path);
  const url = useObjectUrl(file.data);

  if (file.isPending || (file.data && !url)) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Loading your document</span>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (file.isError || !url) {
    return (
      <Alert
        action={
          <Button variant="secondary" size="sm" onClick={() => void file.refetch()}>
            Try again
          </Button>
        }
      >
        Your document could not be loaded.
      </Alert>
    );
  }

  const openLink = (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className={buttonStyles({ variant: 'secondary', size: 'sm' })}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      Open document
    </a>
  );

  if (isPdf(path)) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-neutral-200 bg-neutral-50 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-neutral-200">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-neutral-900">Identity document (PDF)</p>
          <p className="text-xs text-neutral-600">{formatSize(file.data.size)}</p>
        </div>
        {openLink}
      </div>
    );
  }
  return (
    <figure className="space-y-3">
      <img
        src={url}
        alt="Your identity document"
        className="max-h-72 w-full rounded-lg border border-neutral-200 bg-neutral-50 object-contain"
      />
      <figcaption>{openLink}</figcaption>
    </figure>
  );
}

/** Identity verification status, the current document and the upload of a new one. */
export function IdentityDocumentSection({ profile, mode }: { profile: Profile; mode?: string }) {
  const upload = useUploadIdentityDocument();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="identity-heading" className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="identity-heading" className="text-lg font-semibold text-neutral-900">
            Identity verification
          </h2>
          {profile.identity_verified ? (
            <Badge tone="success" className="gap-1">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              Verified
            </Badge>
          ) : (
            <Badge tone="warning" className="gap-1">
              <ShieldQuestion aria-hidden="true" className="size-3.5" />
              Not verified
            </Badge>
          )}
        </div>
        <p className="text-sm text-neutral-600">
          Upload a photo or scan of a government-issued ID. Our team checks it and marks your
          profile as verified, which helps others trust you. Only you and our admins can open it.
        </p>
        {profile.identity_document ? (
          <DocumentPreview path={profile.identity_document} />
        ) : (
          <p className="rounded-lg border border-dashed border-neutral-300 px-4 py-5 text-sm text-neutral-600">
            No document uploaded yet.
          </p>
        )}
        <FileUploadForm
          label={profile.identity_document ? 'Replace document' : 'Identity document'}
          hint={
            profile.identity_verified
              ? 'JPEG, JPG, PNG or PDF, up to 10 MB. A new document is checked again: your profile shows as not verified until then.'
              : 'JPEG, JPG, PNG or PDF, up to 10 MB.'
          }
          buttonLabel="Upload Document"
          rule={DOCUMENT_RULE}
          upload={upload.mutateAsync}
          isUploading={upload.isPending}
          successMessage={MESSAGES.documentUploaded}
          failureMessage={MESSAGES.documentUploadFailed}
          mode={mode}
        />
      </section>
    </Card>
  );
}
