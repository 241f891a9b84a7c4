import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PaidPlanId } from '../../../shared/plans.ts';
import {
  type BillingOverview,
  billingOverviewSchema,
  type PlanRequest,
  planRequestSchema,
  redirectReplySchema,
} from '../../../shared/schemas/billing.ts';
import { request, retryUnlessRefused } from '../../lib/api.ts';
import { billingKeys } from './keys.ts';

/**
 * GET /api/billing (employers, docs/decisions/055). `refetchInterval` lets the profile ask again
 * while a Checkout payment waits for Stripe's webhook.
 */
export function useBilling({
  enabled = true,
  refetchInterval,
}: {
  enabled?: boolean;
  refetchInterval?: number | false;
} = {}) {
  return useQuery({
    queryKey: billingKeys.overview,
    queryFn: async ({ signal }): Promise<BillingOverview> =>
      request('GET', '/api/billing', billingOverviewSchema, { signal }),
    retry: retryUnlessRefused(2),
    enabled,
    refetchInterval,
  });
}

/** POST /api/billing/plan-requests: ask an admin for a paid plan (no online payment here). */
export function useRequestPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { plan: PaidPlanId; note?: string }): Promise<PlanRequest> =>
      request('POST', '/api/billing/plan-requests', planRequestSchema, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/** POST /api/billing/plan-requests/:id/withdraw. */
export function useWithdrawPlanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<PlanRequest> =>
      request('POST', `/api/billing/plan-requests/${id}/withdraw`, planRequestSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/**
 * A mutation that sends the browser to Stripe: after success the page is leaving, so callers
 * show it busy while `isPending || isSuccess`. Coming back with the Back button restores the
 * page from the browser's cache; the mutation is then reset so its button works again.
 */
function useLeavingMutation<V>(start: (variables: V) => Promise<{ url: string }>) {
  const mutation = useMutation({
    mutationFn: async (variables: V): Promise<void> => {
      const { url } = await start(variables);
      window.location.assign(url);
    },
  });
  const { reset } = mutation;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
  return { ...mutation, isLeaving: mutation.isPending || mutation.isSuccess };
}

/** POST /api/billing/checkout {plan}, then off to Stripe Checkout (docs/decisions/055). */
export function useStartCheckout() {
  return useLeavingMutation((plan: PaidPlanId) =>
    request('POST', '/api/billing/checkout', redirectReplySchema, { body: { plan } }),
  );
}

/** POST /api/billing/portal, then off to Stripe's customer portal (change, cancel, card). */
export function useOpenPortal() {
  return useLeavingMutation<void>(() =>
    request('POST', '/api/billing/portal', redirectReplySchema),
  );
}
