/**
 * The employer plans of the pricing page (spec section 9) and what each allows
 * (docs/decisions/055). No zod here: the pricing page and the shell import this file.
 */
export const PLAN_IDS = ['free', 'pro', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The plans an employer can pay for or ask for. */
export const PAID_PLAN_IDS = ['pro', 'enterprise'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export type PlanTerms = {
  id: PlanId;
  name: string;
  /** US cents a month. */
  priceCents: number;
  /** New job posts per calendar month in the employer's time zone; null is unlimited. */
  postsPerMonth: number | null;
};

export const PLANS: Readonly<Record<PlanId, PlanTerms>> = {
  free: { id: 'free', name: 'Free', priceCents: 0, postsPerMonth: 1 },
  pro: { id: 'pro', name: 'Pro', priceCents: 2900, postsPerMonth: 10 },
  enterprise: { id: 'enterprise', name: 'Enterprise', priceCents: 9900, postsPerMonth: null },
};

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);

/** "1 job post a month", "10 job posts a month", "Unlimited job posts". */
export function planPostsLabel(plan: PlanId): string {
  const n = PLANS[plan].postsPerMonth;
  if (n === null) return 'Unlimited job posts';
  return `${n} job post${n === 1 ? '' : 's'} a month`;
}

export const PLAN_REQUEST_STATUSES = ['pending', 'granted', 'refused', 'withdrawn'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

/** Longest note an employer adds to a plan request, or an admin to a refusal. */
export const PLAN_NOTE_MAX_LENGTH = 1000;

/** The plan to suggest to someone who reached their plan's limit: the next one up. */
export function nextPlan(plan: PlanId): PaidPlanId | null {
  if (plan === 'free') return 'pro';
  if (plan === 'pro') return 'enterprise';
  return null;
}

/** "December 1, 2026" in the employer's zone: when this month's posts reset. */
export function formatResetDate(resetsAt: string | Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(resetsAt));
}

/**
 * The last day (YYYY-MM-DD) a plan ending at `periodEnd` runs, in the employer's zone: the day
 * of the instant just before the end (an admin's `until` comes back as given).
 */
export function planLastDay(periodEnd: string | Date, timezone: string): string {
  const last = new Date(new Date(periodEnd).getTime() - 1);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(last);
}

/**
 * What an employer is told at their plan's monthly limit, by the API (403 PLAN_LIMIT_REACHED)
 * and the Post a Job page alike: the plan, its limit, when it resets and the way up.
 */
export function planLimitMessage(plan: PlanId, resetsAt: string | Date, timezone: string): string {
  const terms = PLANS[plan];
  const limit = terms.postsPerMonth ?? 0;
  const used = limit === 1 ? 'you have used it' : 'you have used them all';
  const up = nextPlan(plan);
  const upgrade = up
    ? `, or upgrade to ${PLANS[up].name} for ${planPostsLabel(up).toLowerCase()}`
    : '';
  return `Your ${terms.name} plan includes ${planPostsLabel(plan)} and ${used} this month. You can post again on ${formatResetDate(resetsAt, timezone)}${upgrade}.`;
}
