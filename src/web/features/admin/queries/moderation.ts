import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { parseReply } from '../../../lib/parse-reply.ts';
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
import { fetchAdminPage, fetchChecked } from './fetch-list.ts';

type Paging = { page: number; limit: number };

/** GET /api/admin/reviews. */
export function useAdminReviews({ page, limit }: Paging) {
  return useQuery({
    queryKey: ['admin', 'reviews', page, limit],
    queryFn: ({ signal }) =>
      fetchAdminPage(`/api/admin/reviews?${listQuery(page, limit)}`, adminReviewSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/admin/reviews/:id (the reviewee's average follows). */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/reviews/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** GET /api/feedback (admins: everyone's, newest first). */
export function useAdminFeedback({ page, limit }: Paging) {
  return useQuery({
    queryKey: ['admin', 'feedback', page, limit],
    queryFn: ({ signal }) =>
      fetchAdminPage(`/api/feedback?${listQuery(page, limit)}`, feedbackSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/complaints. */
export function useAdminComplaints({ page, limit }: Paging) {
  return useQuery({
    queryKey: ['admin', 'complaints', page, limit],
    queryFn: ({ signal }) =>
      fetchAdminPage(`/api/admin/complaints?${listQuery(page, limit)}`, complaintSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/complaints/:id/resolve { status, comment } (from Pending only). */
export function useResolveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; status: ComplaintStatusChoice; comment: string }) =>
      parseReply(
        complaintSchema,
        await api.post<unknown>(`/api/admin/complaints/${input.id}/resolve`, {
          status: input.status,
          comment: input.comment,
        }),
        'POST /api/admin/complaints/:id/resolve',
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'complaints'] });
      void queryClient.invalidateQueries({ queryKey: ['complaints'] });
    },
  });
}

const categoriesKey = ['categories'] as const;

/** GET /api/categories (the same list every category picker reads). */
export function useAdminCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => fetchChecked('/api/categories', z.array(categorySchema), signal),
  });
}

/** POST /api/categories { name }. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      parseReply(
        categorySchema,
        await api.post<unknown>('/api/categories', { name }),
        'POST /api/categories',
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}

const countriesKey = ['admin', 'blocked-countries'] as const;

/** GET /api/admin/blocked-countries (a short list: the first 500 are all of it). */
export function useBlockedCountries() {
  return useQuery({
    queryKey: countriesKey,
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
      parseReply(
        blockedCountrySchema,
        await api.post<unknown>('/api/admin/blocked-countries', { countryCode }),
        'POST /api/admin/blocked-countries',
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: countriesKey }),
  });
}

export function useRemoveBlockedCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.delete<void>(`/api/admin/blocked-countries/${encodeURIComponent(code)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: countriesKey }),
  });
}

const settingsKey = ['admin', 'settings', 'application-limit'] as const;

/** GET /api/admin/settings/application-limit. */
export function useGlobalLimit() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      fetchChecked('/api/admin/settings/application-limit', globalLimitSchema, signal),
  });
}

/** POST /api/admin/settings/application-limit { limit } (null clears it). */
export function useSetGlobalLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (limit: number | null) =>
      parseReply(
        globalLimitSchema,
        await api.post<unknown>('/api/admin/settings/application-limit', { limit }),
        'POST /api/admin/settings/application-limit',
      ),
    onSuccess: (reply) => queryClient.setQueryData(settingsKey, reply),
  });
}
