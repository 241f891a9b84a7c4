import { clsx } from 'clsx';
import { Clock, ExternalLink, LoaderCircle } from 'lucide-react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PLANS } from '../../../../shared/plans.ts';
import type { PlanRequest } from '../../../../shared/schemas/billing.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { formatDay } from '../format.ts';
import { useOpenPortal, useWithdrawPlanRequest } from '../queries.ts';

/*
 * The billing actions the pricing page, Post a Job and the profile share (docs/decisions/055),
 * in one module so the three pages share one small chunk.
 */

/**
 * 'Manage billing': Stripe's customer portal, where the employer changes or cancels the
 * subscription and updates the card (docs/decisions/055). A refusal shows under the button.
 */
export function ManageBillingButton({
  variant = 'secondary',
  fullWidth = false,
  isWideOnPhones = false,
  size,
}: {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** Full width in a phone's column of buttons, its own width beside others from sm up. */
  isWideOnPhones?: boolean;
  size?: 'md' | 'lg';
}) {
  const portal = useOpenPortal();
  return (
    <div className={clsx('space-y-3', fullWidth && 'w-full', isWideOnPhones && 'w-full sm:w-auto')}>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        className={isWideOnPhones ? 'w-full sm:w-auto' : undefined}
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

const WITHDRAW_FAILED = 'Your request could not be withdrawn. Please try again.';

/**
 * A plan request waiting for an admin (docs/decisions/055): what was asked and when, and
 * Withdraw, which the employer needs before asking for another plan.
 */
export function PendingRequest({
  request,
  timeZone,
  className,
}: {
  request: PlanRequest;
  timeZone: string;
  className?: string;
}) {
  const withdraw = useWithdrawPlanRequest();
  const name = PLANS[request.plan].name;
  return (
    <div className={className}>
      <div className="rounded-lg border border-warning-200 bg-warning-50 p-4 text-sm text-warning-800">
        <p className="flex items-start gap-2 font-medium">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            You asked for the {name} plan on {formatDay(request.created_at, timeZone)}. An admin
            will reply by e-mail.
          </span>
        </p>
        <div className="mt-3 pl-6">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => withdraw.mutate(request.id)}
            disabled={withdraw.isPending}
            aria-busy={withdraw.isPending}
            aria-label={`Withdraw the ${name} request`}
            data-withdraw=""
          >
            {withdraw.isPending ? (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin motion-reduce:hidden"
              />
            ) : null}
            Withdraw
          </Button>
        </div>
      </div>
      {withdraw.isError ? (
        <Alert className="mt-3">{errorMessage(withdraw.error, WITHDRAW_FAILED)}</Alert>
      ) : null}
    </div>
  );
}
