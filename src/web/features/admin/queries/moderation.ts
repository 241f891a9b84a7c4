import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ComplaintAction } from '../../../../shared/schemas/complaint-actions.ts';
import { noReply, request } from '../../../lib/api.ts';
import { categoryKeys, jobPostKeys, reviewKeys, userKeys } from '../../../lib/keys.ts';
import { complaintKeys } from '../../complaints/keys.ts';
import {
  adminReviewSchema,
  blockedCountrySchema,
  type ComplaintStatusChoice,
  categorySchema,
  complaintSchema,
  feedbackSchema,
  globalLimitSchema,
} from '../admin-schemas.ts';
import { listQuery } from '../admin-tabs.ts';
import { adminKeys } from '../keys.ts';
import { fetchAdminPage, fetchChecked } from './fetch-list.ts';

type Paging = { page: number; limit: number };

/** GET /api/admin/reviews. */
export function useAdminReviews({ page, limit }: Paging) {
  return useQuery({
    queryKey: adminKeys.reviews(page, limit),
    queryFn: ({ signal }) =>
      fetchAdminPage(`/api/admin/reviews?${listQuery(page, limit)}`, adminReviewSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/admin/reviews/:id (the reviewee's average follows). */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('DELETE', `/api/admin/reviews/${id}`, noReply),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** GET /api/feedback (admins: everyone's, newest first). */
export function useAdminFeedback({ page, limit }: Paging) {
  return useQuery({
    queryKey: adminKeys.feedback(page, limit),
    queryFn: ({ signal }) =>
      fetchAdminPage(`/api/feedback?${listQuery(page, limit)}`, feedbackSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/complaints. */
export function useAdminComplaints({ page, limit }: Paging) {
  return useQuery({
    queryKey: adminKeys.complaints.page(page, limit),
    queryFn: ({ signal }) =>
      fetchAdminPage(`/api/admin/complaints?${listQuery(page, limit)}`, complaintSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/complaints/:id/resolve { status, comment } (from Pending only), with an
 * `action` on the target beside the spec's fields when one is chosen (docs/decisions/042).
 */
export function useResolveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: number;
      status: ComplaintStatusChoice;
      comment: string;
      action: ComplaintAction;
    }) =>
      request('POST', `/api/admin/complaints/${input.id}/resolve`, complaintSchema, {
        body: {
          status: input.status,
          comment: input.comment,
          ...(input.action === 'none' ? {} : { action: input.action }),
        },
      }),
    onSuccess: (_, input) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.complaints.all });
      void queryClient.invalidateQueries({ queryKey: complaintKeys.all });
      if (input.action === 'none') return;
      // A post unpublished or deleted, a user blocked: every admin list and the public ones.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: jobPostKeys.all });
    },
  });
}

/** GET /api/categories (the same list every category picker reads). */
export function useAdminCategories() {
  return useQuery({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => fetchChecked('/api/categories', z.array(categorySchema), signal),
  });
}

/** POST /api/categories { name }. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      request('POST', '/api/categories', categorySchema, { body: { name } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** GET /api/admin/blocked-countries (a short list: the first 500 are all of it). */
export function useBlockedCountries() {
  return useQuery({
    queryKey: adminKeys.blockedCountries,
    queryFn: ({ signal }) =>
      fetchAdminPage(
        `/api/admin/blocked-countries?${listQuery(1, 500)}`,
        blockedCountrySchema,
        signal,
      ),
  });
}

export function useAddBlockedCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (countryCode: string) =>
      request('POST', '/api/admin/blocked-countries', blockedCountrySchema, {
        body: { countryCode },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.blockedCountries }),
  });
}

export function useRemoveBlockedCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      request('DELETE', `/api/admin/blocked-countries/${encodeURIComponent(code)}`, noReply),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.blockedCountries }),
  });
}

/** GET /api/admin/settings/application-limit. */
export function useGlobalLimit() {
  return useQuery({
    queryKey: adminKeys.applicationLimit,
    queryFn: ({ signal }) =>
      fetchChecked('/api/admin/settings/application-limit', globalLimitSchema, signal),
  });
}

/** POST /api/admin/settings/application-limit { limit } (null clears it). */
export function useSetGlobalLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (limit: number | null) =>
      request('POST', '/api/admin/settings/application-limit', globalLimitSchema, {
        body: { limit },
      }),
    onSuccess: (reply) => queryClient.setQueryData(adminKeys.applicationLimit, reply),
  });
}
