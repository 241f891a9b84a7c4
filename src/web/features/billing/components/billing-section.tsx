import { clsx } from 'clsx';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PLANS } from '../../../../shared/plans.ts';
import type { BillingOverview, Invoice } from '../../../../shared/schemas/billing.ts';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { loadErrorMessage } from '../../../lib/load-error-message.ts';
import { groupDigits } from '../../../lib/number-text.ts';
import { formatDay, formatMoney, periodEndText } from '../format.ts';
import { useBilling } from '../queries.ts';
import { ManageBillingButton, PendingRequest } from './billing-actions.tsx';

/** How often, and how many times, the section asks again after Checkout (webhook lag). */
const CONFIRM_POLL_MS = 3000;
const CONFIRM_POLLS = 6;

function Usage({ billing }: { billing: BillingOverview }) {
  const { used, limit, resets_at, timezone } = billing.posts;
  const resets = formatDay(resets_at, timezone);
  const usedText =
    limit === null
      ? `${groupDigits(used)} job post${used === 1 ? '' : 's'} this month (unlimited)`
      : `${groupDigits(used)} of ${groupDigits(limit)} job post${limit === 1 ? '' : 's'} used this month`;
  return (
    <div>
      <p className="text-sm font-medium text-neutral-900">{usedText}</p>
      {limit !== null ? (
        <progress
          value={Math.min(used, limit)}
          max={limit}
          aria-label="Job posts used this month"
          className={clsx(
            'mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-neutral-100 [&::-moz-progress-bar]:rounded-full [&::-webkit-progress-bar]:bg-neutral-100 [&::-webkit-progress-value]:rounded-full',
            billing.posts.left === 0
              ? '[&::-moz-progress-bar]:bg-warning-500 [&::-webkit-progress-value]:bg-warning-500'
              : '[&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-value]:bg-brand-600',
          )}
        />
      ) : null}
      <p className="mt-1.5 text-sm text-neutral-600">
        {billing.posts.left === null
          ? `The count starts again on ${resets}.`
          : `${groupDigits(billing.posts.left)} left · resets on ${resets}`}
      </p>
    </div>
  );
}

const INVOICE_STATUS = {
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Payment failed', tone: 'danger' },
} as const;

function InvoiceRow({ invoice, timeZone }: { invoice: Invoice; timeZone: string }) {
  const status = INVOICE_STATUS[invoice.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-medium text-neutral-900">
          {formatMoney(invoice.amount_cents, invoice.currency)}
          <span className="ml-2 align-middle">
            <Badge tone={status.tone}>{status.label}</Badge>
          </span>
        </p>
        <p className="mt-0.5 text-sm text-neutral-600">
          <time dateTime={invoice.created_at}>{formatDay(invoice.created_at, timeZone)}</time>
          {invoice.number ? <> · {invoice.number}</> : null}
        </p>
      </div>
      {invoice.url ? (
        <a
          href={invoice.url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${textLinkStyles} inline-flex items-center gap-1 text-sm`}
        >
          View invoice
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">
            {' '}
            {invoice.number ?? formatDay(invoice.created_at, timeZone)} (opens in a new tab)
          </span>
        </a>
      ) : null}
    </li>
  );
}

function Overview({ billing }: { billing: BillingOverview }) {
  const terms = PLANS[billing.plan];
  // A failed payment's warning says how long the plan runs; 'Renews on' would contradict it.
  const end = billing.payment_failed ? null : periodEndText(billing);
  const zone = billing.posts.timezone;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-base text-neutral-900">
          <span className="font-semibold">{terms.name} plan</span>
          <span className="text-neutral-600"> · ${terms.priceCents / 100} per month</span>
        </p>
        {end ? <p className="text-sm text-neutral-600">{end}</p> : null}
      </div>
      {billing.payment_failed && billing.period_end ? (
        <Alert tone="warning" isAnnounced={false}>
          Payment failed — your plan runs until {formatDay(billing.period_end, zone)}. Update your
          card under Manage billing to keep it.
        </Alert>
      ) : null}
      <Usage billing={billing} />
      {billing.pending_request ? (
        <PendingRequest request={billing.pending_request} timeZone={zone} />
      ) : null}
      <div>
        <h3 className="text-sm font-semibold text-neutral-900">Invoices</h3>
        {billing.invoices.length === 0 ? (
          <p className="mt-2 text-sm text-neutral-600">No invoices yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-neutral-200" aria-label="Invoices, newest first">
            {billing.invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} timeZone={zone} />
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <Link to="/pricing" className={buttonStyles({ variant: 'secondary' })}>
          Change plan
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {billing.portal_available ? <ManageBillingButton isWideOnPhones /> : null}
      </div>
    </div>
  );
}

/**
 * After Checkout (`?billing=success`): Stripe's webhook sets the plan, maybe a little later. The
 * section asks again a few times and says only what the API shows (docs/decisions/055).
 */
function useCheckoutReturn(updatedAt: number) {
  const [params, setParams] = useSearchParams();
  const isReturn = params.get('billing') === 'success';
  const [polls, setPolls] = useState(0);
  // Each answer that arrives counts as one ask, the first load too.
  const lastSeen = useRef(updatedAt);
  useEffect(() => {
    if (updatedAt !== lastSeen.current) {
      lastSeen.current = updatedAt;
      setPolls((n) => n + 1);
    }
  }, [updatedAt]);
  const dismiss = () =>
    setParams(
      (current) => {
        current.delete('billing');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return { isReturn, hasPolledEnough: polls >= CONFIRM_POLLS, dismiss };
}

/** What the section says on the way back from Checkout: only what the API shows. */
function CheckoutReturnNote({
  billing,
  hasPolledEnough,
  onDismiss,
}: {
  billing: BillingOverview | undefined;
  hasPolledEnough: boolean;
  onDismiss: () => void;
}) {
  if (
    billing &&
    billing.plan !== 'free' &&
    billing.source === 'stripe' &&
    !billing.payment_failed
  ) {
    return (
      <Alert tone="success" className="mt-4" onDismiss={onDismiss}>
        Payment confirmed. You are on the {PLANS[billing.plan].name} plan.
      </Alert>
    );
  }
  return (
    <Alert tone="info" className="mt-4" onDismiss={onDismiss}>
      Thank you. Your plan changes here as soon as the payment is confirmed, usually within a
      minute.
      {hasPolledEnough ? ' It has not arrived yet: reload this page in a moment.' : null}
    </Alert>
  );
}

/**
 * Billing on the employer's profile (docs/decisions/055), at /profile#billing: the plan and its
 * price and end, a failed payment, this month's posts, a pending plan request, invoices, and the
 * ways to change plan or manage billing.
 */
export function BillingSection() {
  const [isPolling, setIsPolling] = useState(false);
  const billing = useBilling({ refetchInterval: isPolling ? CONFIRM_POLL_MS : false });
  const checkoutReturn = useCheckoutReturn(billing.dataUpdatedAt);
  // Asks again while back from Checkout and the API does not show the paid plan yet.
  const isConfirmed =
    billing.data !== undefined && billing.data.plan !== 'free' && billing.data.source === 'stripe';
  const shouldPoll = checkoutReturn.isReturn && !checkoutReturn.hasPolledEnough && !isConfirmed;
  if (shouldPoll !== isPolling) setIsPolling(shouldPoll);

  // /profile#billing: the section appears after the profile loads, later than the browser's
  // own jump to the anchor, so it scrolls itself into view once.
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const hasData = billing.data !== undefined;
  const hasScrolled = useRef(false);
  useEffect(() => {
    if (hash === '#billing' && hasData && !hasScrolled.current) {
      hasScrolled.current = true;
      ref.current?.scrollIntoView({ block: 'start' });
    }
  }, [hash, hasData]);

  return (
    <Card className="scroll-mt-24 p-5 sm:p-6" id="billing">
      <section ref={ref} aria-labelledby="billing-heading">
        <h2 id="billing-heading" className="text-lg font-semibold text-neutral-900">
          Billing
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Your plan, this month’s job posts and your invoices.
        </p>
        {checkoutReturn.isReturn ? (
          <CheckoutReturnNote
            billing={billing.data}
            hasPolledEnough={checkoutReturn.hasPolledEnough}
            onDismiss={checkoutReturn.dismiss}
          />
        ) : null}
        <div className="mt-5">
          {billing.isPending ? (
            <div aria-busy="true" className="space-y-3">
              <span className="sr-only">Loading your plan</span>
              <Skeleton className="block h-5 w-48" />
              <Skeleton className="block h-2 w-full" />
              <Skeleton className="block h-4 w-2/3" />
            </div>
          ) : billing.isError ? (
            <RetryAlert onRetry={() => void billing.refetch()}>
              {loadErrorMessage(billing.error, MESSAGES.billingLoadFailed)}
            </RetryAlert>
          ) : (
            <Overview billing={billing.data} />
          )}
        </div>
      </section>
    </Card>
  );
}
