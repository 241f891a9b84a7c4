import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLinkToken } from '../../account-email/mailed-link.ts';
import { useConfirmAlert } from '../queries.ts';

/**
 * /job-alerts/confirm?token=: the link of a visitor's confirmation mail (double opt-in,
 * docs/decisions/053). Opening it confirms: the address owner asked for exactly this.
 */
export function AlertConfirmPage() {
  useDocumentTitle('Confirm job alert');
  const token = useLinkToken();
  const confirm = useConfirmAlert();
  const asked = useRef(false);
  useEffect(() => {
    if (token === null || asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  let body: ReactNode;
  if (token === null) body = <Alert>{MESSAGES.savedSearchLinkMissing}</Alert>;
  else if (confirm.isError)
    body = <Alert>{errorMessage(confirm.error, MESSAGES.savedSearchLinkInvalid)}</Alert>;
  else if (confirm.isSuccess) {
    const manage = `/job-alerts/manage?token=${encodeURIComponent(confirm.data.manage_token)}`;
    body = (
      <div className="space-y-4">
        <Alert tone="success">{MESSAGES.savedSearchConfirmed}</Alert>
        <p className="text-sm leading-6 text-neutral-700">
          “{confirm.data.name}” goes to {confirm.data.email}. Every alert has a link to change or
          stop it. <TextLink to={manage}>Manage this alert</TextLink>
        </p>
      </div>
    );
  } else {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        Confirming your job alert...
      </p>
    );
  }
  return <AuthCard title="Confirm job alert">{body}</AuthCard>;
}
