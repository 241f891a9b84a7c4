import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { LinkStatus } from '../components/link-status.tsx';
import { useLinkToken, useProfileRefreshAfter } from '../mailed-link.ts';
import { useConfirmEmailChange } from '../queries/use-email-change.ts';

/**
 * /email-change/confirm?token=: the link mailed to a new address makes it the login address
 * (docs/decisions/008). Runs on arrival, like the e-mail verification.
 */
export function EmailChangeConfirmPage() {
  useDocumentTitle('Confirm New E-mail');
  const token = useLinkToken();
  const confirmation = useConfirmEmailChange(token);
  useProfileRefreshAfter(confirmation.isSuccess);

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
