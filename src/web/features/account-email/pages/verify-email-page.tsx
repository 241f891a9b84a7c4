import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { RedirectNotice } from '../../../components/ui/redirect-notice.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { LinkStatus } from '../components/link-status.tsx';
import { useLinkToken, useProfileRefreshAfter } from '../mailed-link.ts';
import { useVerifyEmail } from '../queries/use-verify-email.ts';

/** /verify-email?token=: confirms the address, says how it went, goes to Sign In after 3 s. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify E-mail');
  const token = useLinkToken();
  const verification = useVerifyEmail(token);

  const isDone = token === null || !verification.isPending;

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
      <RedirectNotice to="/login" destination="the sign-in page" isActive={isDone} />
    </AuthCard>
  );
}
