import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLinkToken } from '../../account-email/mailed-link.ts';
import { useUnsubscribeAlert } from '../queries.ts';

/**
 * /job-alerts/unsubscribe?token=: the link under every alert (docs/decisions/053). It waits for
 * the button, so a mail scanner opening the link stops nothing; mail clients' one-click
 * unsubscribe posts to the API directly (RFC 8058).
 */
export function AlertUnsubscribePage() {
  useDocumentTitle('Stop job alert');
  const token = useLinkToken();
  const unsubscribe = useUnsubscribeAlert();

  let body: ReactNode;
  if (token === null) body = <Alert>{MESSAGES.savedSearchLinkMissing}</Alert>;
  else if (unsubscribe.isSuccess) {
    body = (
      <Alert tone="success">
        {MESSAGES.savedSearchUnsubscribed} (“{unsubscribe.data.name}”)
      </Alert>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-sm leading-6 text-neutral-700">
          Stop the e-mails of this job alert? Other TalentBridge e-mails are not changed.
        </p>
        {unsubscribe.isError ? (
          <Alert>{errorMessage(unsubscribe.error, MESSAGES.savedSearchLinkInvalid)}</Alert>
        ) : null}
        <Button
          className="w-full"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          Stop this alert
        </Button>
      </div>
    );
  }
  return <AuthCard title="Stop job alert">{body}</AuthCard>;
}
