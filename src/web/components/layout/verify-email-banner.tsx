import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { SHELL_MESSAGES } from '../../../shared/messages-shell.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useResendVerification } from '../../lib/email-verification.ts';
import { profileKeys } from '../../lib/keys.ts';
import { profileQueryOptions } from '../../lib/profile-query.ts';
import { useSessionState } from '../../lib/session.ts';
import { Button } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';

/**
 * decisions.md: an unverified person may use the site and sees a banner asking to verify, with
 * a way to get a new link. Admins are verified at creation and never see it.
 */
export function VerifyEmailBanner() {
  const { session } = useSessionState();
  const { pathname } = useLocation();
  const isMember = session !== null && session.claims.role !== 'admin';
  // The same query as the header greeting: no extra request.
  const profile = useQuery({
    ...profileQueryOptions(session?.claims.sub ?? ''),
    enabled: isMember,
  });
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  const [reply, setReply] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  // The verification page itself says how the check went.
  if (!isMember || pathname === '/verify-email' || profile.data?.email_verified !== false) {
    return null;
  }

  const onResend = async () => {
    setReply(null);
    try {
      setReply({ tone: 'success', text: await resend.mutateAsync() });
    } catch (error) {
      setReply({
        tone: 'error',
        text: errorMessage(error, SHELL_MESSAGES.resendVerificationFailed),
      });
      // 409: verified meanwhile (another tab, another device); the banner then goes away.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      }
    }
  };

  return (
    <section aria-label="E-mail verification" className="border-b border-warning-200 bg-warning-50">
      <Container className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3 text-sm text-warning-800">
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-medium">
              {SHELL_MESSAGES.verifyEmailPrompt} We sent a link to{' '}
              <span className="break-all">{profile.data.email}</span>.
            </p>
            {reply ? (
              <p
                role={reply.tone === 'error' ? 'alert' : 'status'}
                className={reply.tone === 'error' ? 'mt-1 text-danger-800' : 'mt-1'}
              >
                {reply.text}
              </p>
            ) : null}
          </div>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void onResend()}
          disabled={resend.isPending}
          aria-busy={resend.isPending}
          className="self-start sm:self-auto"
        >
          {resend.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          Resend verification e-mail
        </Button>
      </Container>
    </section>
  );
}
