import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { profileKeys } from '../../../lib/keys.ts';
import { useRedirectAfter } from '../../../lib/redirect-after.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { LinkStatus } from '../components/link-status.tsx';
import { RedirectNote } from '../components/redirect-note.tsx';
import { useVerifyEmail } from '../queries/use-verify-email.ts';

/** /verify-email?token=: confirms the address, says how it went, goes to Sign In after 3 s. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify E-mail');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);
  const queryClient = useQueryClient();

  const isDone = token === null || !verification.isPending;
  useRedirectAfter('/login', isDone);

  const isVerified = verification.isSuccess;
  useEffect(() => {
    // A signed-in person's banner asking to verify goes away.
    if (isVerified) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }, [isVerified, queryClient]);

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
