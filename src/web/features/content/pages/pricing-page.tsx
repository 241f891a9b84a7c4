import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { PlanId } from '../../../../shared/plans.ts';
import type { Role } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSessionState } from '../../../lib/session.ts';
import { PageBody, PageHeader } from '../components/content-page.tsx';
import { type FaqGroup, FaqList } from '../components/faq-list.tsx';

/**
 * What a signed-in employer sees of their plan (docs/decisions/055), loaded only for them: a
 * visitor's pricing page stays static text and links.
 */
const EmployerPlanAction = lazy(() =>
  import('../../billing/components/pricing-plan-action.tsx').then((m) => ({
    default: m.EmployerPlanAction,
  })),
);
const EmployerPricingStatus = lazy(() =>
  import('../../billing/components/pricing-plan-action.tsx').then((m) => ({
    default: m.EmployerPricingStatus,
  })),
);

type Plan = {
  id: PlanId;
  name: string;
  price: number;
  jobs: string;
  summary: string;
  features: readonly string[];
  action: { to: string; label: string };
  isFeatured?: boolean;
};

/** Spec section 9: Free $0 (1 job a month), Pro $29 (10 jobs), Enterprise $99 (unlimited). */
const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    jobs: '1 job post per month',
    summary: 'For a first hire or an occasional project.',
    features: [
      'Applications, profiles and reviews',
      'Chat with the people you accept',
      'Talent search by skills, category and rating',
      'Moderated, scam-checked job board',
    ],
    action: { to: '/register/employer', label: 'Start for free' },
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 29,
    jobs: '10 job posts per month',
    summary: 'For growing teams that hire every month.',
    features: [
      'Everything in Free',
      'Room to hire for several roles at once',
      'Close and reopen posts as you hire',
      'Priority answers from our support team',
    ],
    action: { to: '/register/employer', label: 'Choose Pro' },
    isFeatured: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 99,
    jobs: 'Unlimited job posts',
    summary: 'For agencies and companies hiring at scale.',
    features: [
      'Everything in Pro',
      'As many posts as you need',
      'Help setting up your hiring process',
      'One contact person on our team',
    ],
    action: { to: '/register/employer', label: 'Choose Enterprise' },
  },
];

const QUESTIONS: readonly FaqGroup[] = [
  {
    title: 'Questions about plans',
    items: [
      {
        question: 'Is TalentBridge free for virtual assistants and freelancers?',
        answer: (
          <p>
            Yes, always. Plans are for employers; jobseekers never pay to keep a profile, apply or
            message, and we take no share of their pay.
          </p>
        ),
      },
      {
        question: 'How do I move to Pro or Enterprise?',
        answer: (
          <p>
            Every employer account starts on Free. Sign in as an employer and choose Pro or
            Enterprise on this page. Where online payment is available you pay by card on a secure
            checkout page and the plan starts as soon as the payment is confirmed; you change or
            cancel it any time under Manage billing on your profile. Otherwise, send us a plan
            request from this page with an optional note: an admin sets up your plan and replies by
            e-mail.
          </p>
        ),
      },
      {
        question: 'What counts as a job post?',
        answer: (
          <p>
            Each new post you publish in a calendar month. Editing, closing and reopening an
            existing post does not count as a new one, and neither do the applications it receives.
          </p>
        ),
      },
      {
        question: 'Do you take a commission on what I pay my assistant?',
        answer: (
          <p>
            No. You agree the rate and the payment method with the person you hire and pay them
            directly. The plan price is all you pay TalentBridge.
          </p>
        ),
      },
    ],
  },
];

/**
 * Every card leads somewhere: a visitor signs up as an employer (and chooses the plan here
 * afterwards); an employer gets their plan's state and the way to change it; anyone else is
 * told plans are for employers, above the plans, with no button.
 */
function PlanAction({ plan, role }: { plan: Plan; role: Role | null }) {
  const variant = plan.isFeatured ? 'primary' : 'secondary';
  if (role === 'employer') {
    return (
      <Suspense fallback={<Skeleton className="block h-12 w-full rounded-lg" />}>
        <EmployerPlanAction plan={plan.id} variant={variant} />
      </Suspense>
    );
  }
  if (role !== null) return null;
  return (
    <Link to={plan.action.to} className={buttonStyles({ variant, size: 'lg', fullWidth: true })}>
      {plan.action.label}
    </Link>
  );
}

export function PricingPage() {
  const { session } = useSessionState();
  const role: Role | null = session?.claims.role ?? null;
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Simple plans for every hiring need"
        lead="Start free, and move up when you hire more often. Every plan includes moderated job posts, applications, chat and reviews; jobseekers always use TalentBridge for free."
      />
      <PageBody>
        <section aria-labelledby="plans-heading">
          <h2 id="plans-heading" className="sr-only">
            Plans
          </h2>
          {role === 'employer' ? (
            <Suspense fallback={null}>
              <EmployerPricingStatus />
            </Suspense>
          ) : role !== null ? (
            <Alert tone="info" className="mb-6" isAnnounced={false}>
              {role === 'admin'
                ? 'Plans are for employer accounts. Admins set an employer’s plan in the admin console.'
                : 'Plans are for employer accounts. As a jobseeker you use TalentBridge for free, always.'}
            </Alert>
          ) : null}
          <ul className="grid gap-6 lg:grid-cols-3">
            {PLANS.map((plan) => (
              <li
                key={plan.name}
                aria-labelledby={`plan-${plan.name}`}
                className={clsx(
                  'flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
                  plan.isFeatured ? 'border-brand-600 ring-1 ring-brand-600' : 'border-neutral-200',
                )}
              >
                <div className="flex items-center justify-between gap-3">
                  <h3 id={`plan-${plan.name}`} className="text-lg font-semibold text-neutral-900">
                    {plan.name}
                  </h3>
                  {plan.isFeatured ? (
                    <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                      Most popular
                    </span>
                  ) : null}
                </div>
                <p className="mt-2 text-sm text-neutral-600">{plan.summary}</p>
                <p className="mt-6 flex items-baseline gap-1">
                  <span className="text-4xl font-bold tracking-tight text-neutral-950">
                    ${plan.price}
                  </span>
                  <span className="text-sm font-medium text-neutral-600">per month</span>
                </p>
                <p className="mt-2 text-base font-semibold text-brand-700">{plan.jobs}</p>
                <ul className="mt-6 flex-1 space-y-3 text-sm text-neutral-700">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <div className="mt-8">
                  <PlanAction plan={plan} role={role} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-neutral-600">
            Prices in US dollars, billed monthly. Taxes may apply depending on your country.
            {role === null
              ? ' Every employer account starts on Free: sign up, then choose Pro or Enterprise on this page.'
              : null}
          </p>
        </section>
        <div className="mt-16">
          <FaqList groups={QUESTIONS} />
        </div>
      </PageBody>
    </>
  );
}
