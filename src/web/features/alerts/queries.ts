import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { FindJobFilters } from '../../../shared/find-job-params.ts';
import {
  type AlertFrequency,
  linkedSavedSearchSchema,
  type SavedQuery,
  type SavedSearch,
  savedSearchSchema,
} from '../../../shared/schemas/saved-searches.ts';
import { noReply, request } from '../../lib/api.ts';

/** Saved searches and job alerts (docs/decisions/053): the web app's calls. */
export const alertKeys = {
  all: ['saved-searches'] as const,
  mine: ['saved-searches', 'mine'] as const,
  link: (token: string | null) => ['saved-searches', 'link', token] as const,
};

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as jobs are posted',
  daily: 'Daily, at 08:00',
  weekly: 'Weekly, Monday at 08:00',
};

/** The saved query of a Find Jobs search: its filters, blanks and the sort order left out. */
export function savedQueryOf(filters: FindJobFilters): SavedQuery {
  const { sort: _sort, ...rest } = filters;
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (value) query[key] = value;
  return query as SavedQuery;
}

/** The browser's time zone, for daily and weekly alerts while the profile names none. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export type AlertChange = Partial<{
  name: string;
  frequency: AlertFrequency;
  active: boolean;
}>;

export function useSavedSearches() {
  return useQuery({
    queryKey: alertKeys.mine,
    queryFn: ({ signal }): Promise<SavedSearch[]> =>
      request('GET', '/api/saved-searches', z.array(savedSearchSchema), { signal }),
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; query: SavedQuery; frequency: AlertFrequency }) =>
      request('POST', '/api/saved-searches', savedSearchSchema, {
        body: { ...body, timezone: browserTimeZone() },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useVisitorAlert() {
  return useMutation({
    mutationFn: (body: {
      email: string;
      name: string;
      query: SavedQuery;
      frequency: AlertFrequency;
    }) =>
      request('POST', '/api/saved-searches/email', z.object({ message: z.string() }), {
        body: { ...body, timezone: browserTimeZone() },
      }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AlertChange }) =>
      request('PUT', `/api/saved-searches/${id}`, savedSearchSchema, { body: change }),
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearch[]>(alertKeys.mine, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      ),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('DELETE', `/api/saved-searches/${id}`, noReply),
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<SavedSearch[]>(alertKeys.mine, (list) =>
        list?.filter((item) => item.id !== id),
      ),
  });
}

const confirmedSchema = linkedSavedSearchSchema.extend({ manage_token: z.string() });

export function useConfirmAlert() {
  return useMutation({
    mutationFn: (token: string) =>
      request('POST', '/api/saved-searches/confirm', confirmedSchema, { body: { token } }),
  });
}

const byLink = (token: string) => `/api/saved-searches/by-link?token=${encodeURIComponent(token)}`;

export function useLinkedAlert(token: string | null) {
  return useQuery({
    queryKey: alertKeys.link(token),
    queryFn: ({ signal }) =>
      request('GET', byLink(token ?? ''), linkedSavedSearchSchema, { signal }),
    enabled: token !== null,
    retry: false,
  });
}

export function useUpdateLinkedAlert(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AlertChange) =>
      request('PUT', byLink(token), linkedSavedSearchSchema, { body: change }),
    onSuccess: (saved) => queryClient.setQueryData(alertKeys.link(token), saved),
  });
}

export function useDeleteLinkedAlert(token: string) {
  return useMutation({ mutationFn: () => request('DELETE', byLink(token), noReply) });
}

export function useUnsubscribeAlert() {
  return useMutation({
    mutationFn: (token: string) =>
      request(
        'POST',
        `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
        z.object({ name: z.string(), active: z.literal(false) }),
      ),
  });
}
