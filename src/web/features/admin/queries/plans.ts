import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PlanId, PlanRequestStatus } from '../../../../shared/plans.ts';
import {
  adminBillingSummarySchema,
  employerPlanSchema,
  planRequestSchema,
} from '../../../../shared/schemas/billing.ts';
import { request } from '../../../lib/api.ts';
import { adminKeys } from '../keys.ts';
import { fetchChecked } from './fetch-list.ts';

/** GET /api/admin/plan-requests?status=: pending ones oldest first, or answered ones (docs/decisions/055). */
export function usePlanRequests(status: PlanRequestStatus) {
  return useQuery({
    queryKey: adminKeys.planRequests(status),
    queryFn: ({ signal }) =>
      fetchChecked(
        `/api/admin/plan-requests?${new URLSearchParams({ status })}`,
        z.array(planRequestSchema),
        signal,
      ),
  });
}

/** GET /api/admin/billing: employers per plan, monthly recurring revenue, requests waiting. */
export function useBillingSummary() {
  return useQuery({
    queryKey: adminKeys.billing,
    queryFn: ({ signal }) => fetchChecked('/api/admin/billing', adminBillingSummarySchema, signal),
  });
}

/** A plan decision changes the queue, the user rows and the dashboard's figures alike. */
function usePlanMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/admin/plan-requests/:id/grant { until }: null is no end. */
export function useGrantPlanRequest() {
  return usePlanMutation(({ id, until }: { id: number; until: string | null }) =>
    request('POST', `/api/admin/plan-requests/${id}/grant`, planRequestSchema, {
      body: { until },
    }),
  );
}

/** POST /api/admin/plan-requests/:id/refuse { note }: the note goes to the employer. */
export function useRefusePlanRequest() {
  return usePlanMutation(({ id, note }: { id: number; note: string }) =>
    request('POST', `/api/admin/plan-requests/${id}/refuse`, planRequestSchema, {
      body: note.trim() ? { note } : {},
    }),
  );
}

/** POST /api/admin/users/:id/plan { plan, until }: free takes no end date. */
export function useSetPlan() {
  return usePlanMutation(
    ({ id, plan, until }: { id: number; plan: PlanId; until: string | null }) =>
      request('POST', `/api/admin/users/${id}/plan`, employerPlanSchema, {
        body: { plan, until },
      }),
  );
}
