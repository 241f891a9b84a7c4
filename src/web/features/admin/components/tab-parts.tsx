import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/ui/alert.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { actionErrorMessage } from '../action-error.ts';
import { adminHref, pageCount } from '../admin-tabs.ts';

/** The heading of a tab (the page's h1 is "Admin Dashboard"), with actions at its right. */
export function TabHeader({
  title,
  intro,
  action,
}: {
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h2>
        {intro ? <p className="mt-1 max-w-2xl text-sm text-neutral-600">{intro}</p> : null}
      </div>
      {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
    </div>
  );
}

/** A source that failed to load: its text and a way to ask again. */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return <RetryAlert onRetry={onRetry}>{actionErrorMessage(error, fallback)}</RetryAlert>;
}

/** Placeholder rows while a table loads. */
export function TableSkeleton({ label = 'Loading...' }: { label?: string }) {
  return (
    <div aria-busy="true" className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4">
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="block h-5 w-full" />
      ))}
    </div>
  );
}

/** Page links of an admin listing, from X-Total-Count; the page lives in the URL. */
export function ListPager({
  params,
  page,
  total,
  pageSize,
  pageParam = 'page',
}: {
  params: URLSearchParams;
  page: number;
  total: number;
  pageSize: number;
  pageParam?: string;
}) {
  const totalPages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-neutral-600">
        {total === 0 ? 'No entries' : `Showing ${first}–${last} of ${total}`}
      </p>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(target) => adminHref(params, { [pageParam]: target === 1 ? null : target })}
      />
    </div>
  );
}

/** Yes/No for a boolean cell, readable without colour. */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
