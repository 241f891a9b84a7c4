import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRedirectAfter } from '../../../lib/redirect-after.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { LinkStatus } from '../components/link-status.tsx';
import { RedirectNote } from '../components/redirect-note.tsx';
import { useLinkToken, useProfileRefreshAfter } from '../mailed-link.ts';
import { useVerifyEmail } from '../queries/use-verify-email.ts';

/** /verify-email?token=: confirms the address, says how it went, goes to Sign In after 3 s. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify E-mail');
  const token = useLinkToken();
  const verification = useVerifyEmail(token);

  const isDone = token === null || !verification.isPending;
  useRedirectAfter('/login', isDone);

  useProfileRefreshAfter(verification.isSuccess);

  return (
    <AuthCard title="Verify E-mail" footer={<AccountLinks />}>
      <LinkStatus
        token={token}
        check={verification}
        missingText={MESSAGES.verificationTokenMissing}
        failedText={MESSAGES.verifyEmailFailed}
        doneText={MESSAGES.emailVerified}
      />
      {isDone ? <RedirectNote /> : null}
    </AuthCard>
  );
}
