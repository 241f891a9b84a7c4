import { ExternalLink, LoaderCircle } from 'lucide-react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useOpenPortal } from '../queries.ts';

/**
 * 'Manage billing': Stripe's customer portal, where the employer changes or cancels the
 * subscription and updates the card (docs/decisions/055). A refusal shows under the button.
 */
export function ManageBillingButton({
  variant = 'secondary',
  fullWidth = false,
  size,
}: {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  size?: 'md' | 'lg';
}) {
  const portal = useOpenPortal();
  return (
    <div className={fullWidth ? 'w-full space-y-3' : 'space-y-3'}>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        onClick={() => portal.mutate()}
        disabled={portal.isLeaving}
        aria-busy={portal.isLeaving}
      >
        {portal.isLeaving ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        ) : (
          <ExternalLink aria-hidden="true" className="size-4" />
        )}
        Manage billing
      </Button>
      {portal.isError ? (
        <Alert>{errorMessage(portal.error, MESSAGES.portalNotAvailable)}</Alert>
      ) : null}
    </div>
  );
}
