import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { type PaidPlanId, PLANS, type PlanId } from '../../../../shared/plans.ts';
import type { BillingOverview } from '../../../../shared/schemas/billing.ts';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { periodEndText, postsLeftText } from '../format.ts';
import { useBilling, useStartCheckout } from '../queries.ts';
import { ManageBillingButton, PendingRequest } from './billing-actions.tsx';
import { PlanRequestDialog } from './plan-request-dialog.tsx';

const CHECKOUT_FAILED = 'Checkout could not be started. Nothing was charged; please try again.';

/**
 * What the pricing page says above the plans to a signed-in employer (docs/decisions/055): that
 * their plan could not be loaded, or that they came back from a Checkout they cancelled.
 */
export function EmployerPricingStatus() {
  const billing = useBilling();
  const [params, setParams] = useSearchParams();
  const isCancelled = params.get('checkout') === 'cancelled';
  return (
    <>
      {billing.isError ? (
        <RetryAlert className="mb-6" onRetry={() => void billing.refetch()}>
          {loadErrorMessage(billing.error, MESSAGES.billingLoadFailed)}
        </RetryAlert>
      ) : null}
      {isCancelled ? (
        <Alert
          tone="info"
          className="mb-6"
          onDismiss={() =>
            setParams(
              (current) => {
                current.delete('checkout');
                return current;
              },
              { replace: true },
            )
          }
        >
          Checkout was cancelled and nothing was charged. Choose a plan whenever you are ready.
        </Alert>
      ) : null}
    </>
  );
}

/*
 * In the cards, a note sits above its button, so the buttons of the three cards stay level
 * whatever the notes' lengths.
 */

function CurrentPlan({ billing }: { billing: BillingOverview }) {
  const details = [postsLeftText(billing), periodEndText(billing)].filter(Boolean);
  return (
    <div className="space-y-2">
      {details.length > 0 ? (
        <p className="text-center text-sm text-neutral-600">{details.join(' · ')}</p>
      ) : null}
      <p className="flex h-12 items-center justify-center gap-2 rounded-lg border border-success-200 bg-success-50 text-base font-semibold text-success-800">
        <CircleCheck aria-hidden="true" className="size-5" />
        Current plan
      </p>
    </div>
  );
}

function ChoosePaidPlan({
  plan,
  billing,
  variant,
  onRequest,
}: {
  plan: PaidPlanId;
  billing: BillingOverview;
  variant: ButtonVariant;
  onRequest: () => void;
}) {
  const checkout = useStartCheckout();
  const label = `Choose ${PLANS[plan].name}`;

  if (billing.checkout_available) {
    return (
      <div className="space-y-2">
        <p className="text-center text-sm text-neutral-600">
          Pay by card on Stripe’s secure page; cancel at any time.
        </p>
        <Button
          variant={variant}
          size="lg"
          fullWidth
          onClick={() => checkout.mutate(plan)}
          disabled={checkout.isLeaving}
          aria-busy={checkout.isLeaving}
        >
          {checkout.isLeaving ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          {label}
        </Button>
        {checkout.isError ? <Alert>{errorMessage(checkout.error, CHECKOUT_FAILED)}</Alert> : null}
      </div>
    );
  }
  return (
    <Button variant={variant} size="lg" fullWidth onClick={onRequest}>
      {label}
    </Button>
  );
}

/**
 * A plan card's action for a signed-in employer (docs/decisions/055): 'Current plan' on the plan
 * in force; a request that waits, with Withdraw; Checkout where Stripe is set up, else a plan
 * request; Stripe's portal to switch or cancel a Stripe subscription. Never a button that
 * leads nowhere.
 */
export function EmployerPlanAction({
  plan,
  variant = 'secondary',
}: {
  plan: PlanId;
  variant?: ButtonVariant;
}) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  // The dialog stays while the card turns to the pending request behind its confirmation; the
  // button that opened it is gone by then, so the focus goes to the request's Withdraw.
  const close = () => {
    setIsDialogOpen(false);
    requestAnimationFrame(() => {
      boxRef.current
        ?.querySelector<HTMLElement>('[data-withdraw], button:not([disabled]), a[href]')
        ?.focus();
    });
  };
  return (
    <div ref={boxRef}>
      <PlanActionBody plan={plan} variant={variant} onRequest={() => setIsDialogOpen(true)} />
      {plan === 'free' ? null : (
        <PlanRequestDialog plan={plan} isOpen={isDialogOpen} onClose={close} />
      )}
    </div>
  );
}

function PlanActionBody({
  plan,
  variant,
  onRequest,
}: {
  plan: PlanId;
  variant: ButtonVariant;
  onRequest: () => void;
}) {
  const billing = useBilling();
  if (billing.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Loading your plan</span>
        <Skeleton className="block h-12 w-full rounded-lg" />
      </div>
    );
  }
  // The status above the plans says it failed, with Try again.
  if (billing.isError) return null;
  const data = billing.data;
  const zone = data.posts.timezone;
  if (plan === data.plan) return <CurrentPlan billing={data} />;

  const note = (text: ReactNode) => <p className="text-center text-sm text-neutral-600">{text}</p>;
  const isStripePlan = data.source === 'stripe' && data.plan !== 'free';

  if (plan === 'free') {
    if (isStripePlan && data.portal_available) {
      return (
        <div className="space-y-2">
          {note('Cancel your subscription there to return to Free when the period ends.')}
          <ManageBillingButton fullWidth size="lg" variant={variant} />
        </div>
      );
    }
    return note(
      data.period_end ? (
        'Your account returns to Free when your plan ends.'
      ) : (
        <>
          <Link to="/contact" className={textLinkStyles}>
            Contact us
          </Link>{' '}
          to move back to Free.
        </>
      ),
    );
  }

  const pending = data.pending_request;
  if (pending?.plan === plan) return <PendingRequest request={pending} timeZone={zone} />;
  if (pending) {
    return note(
      `You asked for ${PLANS[pending.plan].name}. Withdraw that request to ask for ${PLANS[plan].name} instead.`,
    );
  }
  if (isStripePlan) {
    return data.portal_available ? (
      <div className="space-y-2">
        {note(`Switch to ${PLANS[plan].name} on Stripe’s billing page.`)}
        <ManageBillingButton fullWidth size="lg" variant={variant} />
      </div>
    ) : (
      note(
        <>
          <Link to="/contact" className={textLinkStyles}>
            Contact us
          </Link>{' '}
          to change your plan.
        </>,
      )
    );
  }
  return <ChoosePaidPlan plan={plan} billing={data} variant={variant} onRequest={onRequest} />;
}
