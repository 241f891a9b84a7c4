import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { endSession, readSession } from '../../../lib/session.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { useLinkToken } from '../mailed-link.ts';
import { useCancelEmailChange } from '../queries/use-email-change.ts';

const FAILED_TEXT = 'Something went wrong with this link. Please try again.';

/**
 * /email-change/cancel?token=: the link mailed to the old address. Nothing happens until the
 * button is pressed: after a confirmed change, cancelling signs every session out.
 */
export function EmailChangeCancelPage() {
  useDocumentTitle('Cancel E-mail Change');
  const token = useLinkToken();
  const cancel = useCancelEmailChange();

  let body: ReactNode;
  if (token === null) {
    body = <Alert>{MESSAGES.emailChangeTokenMissing}</Alert>;
  } else if (cancel.isSuccess) {
    body = (
      <Alert
        tone="success"
        action={<TextLink to="/reset-password">Choose a new password</TextLink>}
      >
        {cancel.data || MESSAGES.emailChangeCancelled}
      </Alert>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-sm leading-6 text-neutral-700">
          Someone asked to change the e-mail address of your TalentBridge account. If it was not
          you, cancel the change: your address stays (or becomes again) this one, and if the new
          address was already confirmed, everyone is signed out. This device signs out too.
        </p>
        {cancel.isError ? <Alert>{errorMessage(cancel.error, FAILED_TEXT)}</Alert> : null}
        <Button
          className="w-full"
          disabled={cancel.isPending}
          onClick={() => {
            // A confirmed change is undone by ending every session, this one included: signing
            // out here first keeps the shell from taking the person to Sign In before the
            // answer is shown (docs/decisions/008).
            if (readSession()) endSession(null);
            cancel.mutate(token);
          }}
        >
          {cancel.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          Cancel the e-mail change
        </Button>
      </div>
    );
  }
  return (
    <AuthCard title="Cancel E-mail Change" footer={<AccountLinks />}>
      {body}
    </AuthCard>
  );
}
