import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { useLinkToken, useProfileRefreshAfter } from '../mailed-link.ts';
import { useUnsubscribe, useUnsubscribeLink } from '../queries/use-unsubscribe.ts';

const turnBackOn = <TextLink to="/profile">Turn it back on from your profile</TextLink>;

/**
 * /unsubscribe?token=: the link under an optional mail (docs/decisions/037). It says which mail
 * it turns off and waits for the button, so a mail scanner opening the link changes nothing; mail
 * clients' one-click unsubscribe posts to the API directly (RFC 8058).
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = useLinkToken();
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();
  useProfileRefreshAfter(unsubscribe.isSuccess);

  let body: ReactNode;
  if (token === null) {
    body = <Alert>{MESSAGES.unsubscribeTokenMissing}</Alert>;
  } else if (link.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        Checking your link...
      </p>
    );
  } else if (link.isError) {
    body = <Alert>{errorMessage(link.error, MESSAGES.unsubscribeTokenMissing)}</Alert>;
  } else if (unsubscribe.isSuccess || !link.data.enabled) {
    const label = (unsubscribe.data ?? link.data).label;
    body = (
      <Alert tone="success" action={turnBackOn}>
        {unsubscribe.isSuccess
          ? `Done: you will no longer get “${label}” e-mails.`
          : `“${label}” e-mails are already off for your account.`}
      </Alert>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-sm leading-6 text-neutral-700">
          Stop getting “{link.data.label}” e-mails from TalentBridge? Sign-in, password and other
          account e-mails keep coming. You can turn this back on from your profile at any time.
        </p>
        {unsubscribe.isError ? (
          <Alert>{errorMessage(unsubscribe.error, MESSAGES.unsubscribeFailed)}</Alert>
        ) : null}
        <Button
          className="w-full"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          Unsubscribe
        </Button>
      </div>
    );
  }
  return (
    <AuthCard title="Unsubscribe" footer={<AccountLinks />}>
      {body}
    </AuthCard>
  );
}
