import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRedirectAfter } from '../../../lib/redirect-after.ts';
import { AccountLinks } from '../components/account-links.tsx';
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
    if (isVerified) void queryClient.invalidateQueries({ queryKey: ['profile'] });
  }, [isVerified, queryClient]);

  let status: ReactNode;
  if (token === null) {
    status = <Alert>{MESSAGES.verificationTokenMissing}</Alert>;
  } else if (verification.isPending) {
    status = (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        Checking your link...
      </p>
    );
  } else if (verification.isError) {
    status = <Alert>{errorMessage(verification.error, MESSAGES.verifyEmailFailed)}</Alert>;
  } else {
    status = <Alert tone="success">{verification.data || MESSAGES.emailVerified}</Alert>;
  }

  return (
    <AuthCard title="Verify E-mail" footer={<AccountLinks />}>
      {status}
      {isDone ? <RedirectNote /> : null}
    </AuthCard>
  );
}
