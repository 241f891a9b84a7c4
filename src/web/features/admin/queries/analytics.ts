import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  analyticsTotalsSchema,
  geographyRowsSchema,
  growthTrendsSchema,
  LEADERBOARD_SCHEMAS,
  onlineUsersSchema,
  recentRegistrationsSchema,
  registrationRowsSchema,
} from '../admin-schemas.ts';
import { adminKeys } from '../keys.ts';
import { fetchChecked } from './fetch-list.ts';

/** Spec section 9: analytics start 2023-01-01, growth period 30d, interval month, top lists 5. */
export const ANALYTICS_START_DATE = '2023-01-01';
export const GROWTH_PERIOD = '30d';
export const REGISTRATION_INTERVAL = 'month';
export const TOP_LIST_SIZE = 5;
export const RECENT_REGISTRATIONS = 5;

/** Today as YYYY-MM-DD in the admin's own calendar (the end of the registrations range). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** GET /api/admin/analytics: the totals cards. */
export function useAnalyticsTotals() {
  return useQuery({
    queryKey: adminKeys.analytics('totals'),
    queryFn: ({ signal }) => fetchChecked('/api/admin/analytics', analyticsTotalsSchema, signal),
  });
}

export function useRegistrations() {
  const end = today();
  return useQuery({
    queryKey: adminKeys.analytics('registrations', end),
    queryFn: ({ signal }) =>
      fetchChecked(
        `/api/admin/analytics/registrations?startDate=${ANALYTICS_START_DATE}&endDate=${end}&interval=${REGISTRATION_INTERVAL}`,
        registrationRowsSchema,
        signal,
      ),
  });
}

export function useGeography() {
  return useQuery({
    queryKey: adminKeys.analytics('geography'),
    queryFn: ({ signal }) =>
      fetchChecked('/api/admin/analytics/geographic-distribution', geographyRowsSchema, signal),
  });
}

export function useGrowthTrends() {
  return useQuery({
    queryKey: adminKeys.analytics('growth', GROWTH_PERIOD),
    queryFn: ({ signal }) =>
      fetchChecked(
        `/api/admin/analytics/growth-trends?period=${GROWTH_PERIOD}`,
        growthTrendsSchema,
        signal,
      ),
  });
}

/** GET /api/admin/analytics/online-users; kept fresh while the dashboard is open. */
export function useOnlineUsers() {
  return useQuery({
    queryKey: adminKeys.analytics('online-users'),
    queryFn: ({ signal }) =>
      fetchChecked('/api/admin/analytics/online-users', onlineUsersSchema, signal),
    refetchInterval: 60_000,
  });
}

export function useRecentRegistrations() {
  return useQuery({
    queryKey: adminKeys.analytics('recent-registrations'),
    queryFn: ({ signal }) =>
      fetchChecked(
        `/api/admin/analytics/recent-registrations?limit=${RECENT_REGISTRATIONS}`,
        recentRegistrationsSchema,
        signal,
      ),
  });
}

type Leaderboard = keyof typeof LEADERBOARD_SCHEMAS;

/** GET /api/admin/leaderboards/{board}?limit=5. */
function useLeaderboard<T extends z.ZodType>(board: Leaderboard, schema: T) {
  return useQuery({
    queryKey: adminKeys.analytics('leaderboard', board),
    queryFn: ({ signal }) =>
      fetchChecked(`/api/admin/leaderboards/${board}?limit=${TOP_LIST_SIZE}`, schema, signal),
  });
}

export const useTopEmployers = () =>
  useLeaderboard('top-employers', LEADERBOARD_SCHEMAS['top-employers']);
export const useTopEmployersByPosts = () =>
  useLeaderboard('top-employers-by-posts', LEADERBOARD_SCHEMAS['top-employers-by-posts']);
export const useTopJobseekers = () =>
  useLeaderboard('top-jobseekers', LEADERBOARD_SCHEMAS['top-jobseekers']);
export const useTopJobseekersByViews = () =>
  useLeaderboard('top-jobseekers-by-views', LEADERBOARD_SCHEMAS['top-jobseekers-by-views']);
