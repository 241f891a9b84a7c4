/**
 * The admin console's sections (spec section 2, "Admin dashboard": eleven sidebar tabs) plus the
 * audit log (docs/decisions/020) and the plan requests (docs/decisions/055). The section lives in the URL (/admin?tab=users)
 * so that Back, reload and a shared link open the same place.
 */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'users', label: 'Users' },
  { id: 'plans', label: 'Plans' },
  { id: 'job-posts', label: 'Job Posts' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'feedback', label: 'Feedback' },
  { id: 'categories', label: 'Categories' },
  { id: 'blocked-countries', label: 'Blocked Countries' },
  { id: 'complaints', label: 'Complaints' },
  { id: 'chat-history', label: 'Chat History' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'settings', label: 'Settings' },
  { id: 'audit-log', label: 'Audit Log' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export function readTab(value: string | null): AdminTabId {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? 'dashboard';
}

export function tabLabel(id: AdminTabId): string {
  return ADMIN_TABS.find((tab) => tab.id === id)?.label ?? 'Dashboard';
}

/** Rows per page of the admin tables (the API allows up to 500). */
export const ADMIN_LIST_PAGE_SIZE = 20;
/** Spec section 9: chat history page size 10. */
export const CHAT_HISTORY_PAGE_SIZE = 10;

/** A page number from the URL: a whole number of at least 1, else 1. */
export function readPage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Pages for `total` rows; at least 1, so an empty list still has its (empty) first page. */
export function pageCount(total: number | null, pageSize: number): number {
  if (total === null || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** `/admin?…` with `changes` applied to `current` (null removes a parameter). */
export function adminHref(
  current: URLSearchParams,
  changes: Record<string, string | number | null>,
): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `/admin?${query}` : '/admin';
}

/** A listing's query string: page and limit plus the tab's filters (blank ones left out). */
export function listQuery(
  page: number,
  limit: number,
  filters: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value.trim() !== '') params.set(key, value.trim());
  }
  return params.toString();
}
