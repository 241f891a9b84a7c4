import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { profileKeys } from '../../../lib/keys.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { LinkStatus } from '../components/link-status.tsx';
import { useConfirmEmailChange } from '../queries/use-email-change.ts';

/**
 * /email-change/confirm?token=: the link mailed to a new address makes it the login address
 * (docs/decisions/008). Runs on arrival, like the e-mail verification.
 */
export function EmailChangeConfirmPage() {
  useDocumentTitle('Confirm New E-mail');
  const token = useSearchParams()[0].get('token')?.trim() || null;
  const confirmation = useConfirmEmailChange(token);
  const queryClient = useQueryClient();
  const isConfirmed = confirmation.isSuccess;
  useEffect(() => {
    // A signed-in person's profile stops showing the address as pending.
    if (isConfirmed) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
  }, [isConfirmed, queryClient]);

  return (
    <AuthCard title="Confirm New E-mail" footer={<AccountLinks />}>
      <LinkStatus
        token={token}
        check={confirmation}
        missingText={MESSAGES.emailChangeTokenMissing}
        failedText="Something went wrong with this link. Please try again."
        doneText={MESSAGES.emailChangeConfirmed}
        doneAction={<TextLink to="/profile">Go to my profile</TextLink>}
      />
    </AuthCard>
  );
}
