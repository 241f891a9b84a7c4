import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLinkToken } from '../../account-email/mailed-link.ts';
import { AlertRow } from '../components/alert-row.tsx';
import { useDeleteLinkedAlert, useLinkedAlert, useUpdateLinkedAlert } from '../queries.ts';

function Manage({ token }: { token: string }) {
  const alert = useLinkedAlert(token);
  const update = useUpdateLinkedAlert(token);
  const remove = useDeleteLinkedAlert(token);
  if (remove.isSuccess) return <Alert tone="success">{MESSAGES.savedSearchDeleted}</Alert>;
  if (alert.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        Opening your job alert...
      </p>
    );
  }
  if (alert.isError)
    return <Alert>{errorMessage(alert.error, MESSAGES.savedSearchLinkInvalid)}</Alert>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-700">Alerts go to {alert.data.email}.</p>
      <AlertRow
        search={alert.data}
        onChange={(change) => update.mutateAsync(change)}
        onDelete={() => remove.mutateAsync()}
      />
    </div>
  );
}

/** /job-alerts/manage?token=: a visitor's alert, by the signed link of its mails (decisions/053). */
export function AlertManagePage() {
  useDocumentTitle('Manage job alert');
  const token = useLinkToken();
  let body: ReactNode;
  if (token === null) body = <Alert>{MESSAGES.savedSearchLinkMissing}</Alert>;
  else body = <Manage token={token} />;
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Manage job alert</h1>
      <div className="mt-8">{body}</div>
    </Container>
  );
}
