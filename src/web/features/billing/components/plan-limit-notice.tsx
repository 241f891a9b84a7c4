import { ArrowRight, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { nextPlan, PLANS, planLimitMessage } from '../../../../shared/plans.ts';
import type { BillingOverview } from '../../../../shared/schemas/billing.ts';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { postsLeftText } from '../format.ts';
import { ManageBillingButton } from './billing-actions.tsx';

/**
 * Post a Job at the plan's monthly limit (docs/decisions/055): the API's own words
 * (planLimitMessage, as its 403 PLAN_LIMIT_REACHED says), the way up, and Manage billing for a
 * Stripe subscription. Shown instead of the form, so nobody writes a post that cannot be sent.
 */
export function PlanLimitNotice({ billing }: { billing: BillingOverview }) {
  const up = nextPlan(billing.plan);
  const isStripePlan = billing.source === 'stripe' && billing.portal_available;
  return (
    <Card className="max-w-3xl border-warning-200 p-5 sm:p-6">
      <section aria-labelledby="plan-limit-heading">
        <h2
          id="plan-limit-heading"
          className="flex items-center gap-2 text-lg font-semibold text-neutral-900"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-warning-800" />
          You have used this month’s job posts
        </h2>
        <p className="mt-2 text-neutral-700">
          {planLimitMessage(billing.plan, billing.posts.resets_at, billing.posts.timezone)}
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
          <Link to="/pricing" className={buttonStyles({ size: 'md' })}>
            {up ? `Upgrade to ${PLANS[up].name}` : 'See plans'}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {isStripePlan ? <ManageBillingButton isWideOnPhones /> : null}
          <Link to="/my-job-posts" className={buttonStyles({ variant: 'ghost' })}>
            Go to My Job Posts
          </Link>
        </div>
      </section>
    </Card>
  );
}

/** "1 of 1 job post left this month on Free. Compare plans": a quiet line above the form. */
export function PostsLeftLine({ billing }: { billing: BillingOverview }) {
  const text = postsLeftText(billing);
  if (text === null) return null;
  return (
    <p className="text-sm text-neutral-600">
      {text} on {PLANS[billing.plan].name}.{' '}
      <Link to="/pricing" className={textLinkStyles}>
        Compare plans
      </Link>
    </p>
  );
}
