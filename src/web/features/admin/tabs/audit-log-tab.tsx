import { formatDateTime } from '../../../lib/date.ts';
import { ADMIN_LIST_PAGE_SIZE, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { Td } from '../components/data-table.tsx';
import { type ListFilter, ListFilters } from '../components/list-filters.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { TabHeader } from '../components/tab-parts.tsx';
import { useAuditLog } from '../queries/chat-and-audit.ts';

/** `details` as short text: the fields an action set, never a secret (the server sees to it). */
function describeDetails(details: unknown): string {
  if (details === null || details === undefined) return '—';
  if (typeof details !== 'object') return String(details);
  const entries = Object.entries(details as Record<string, unknown>);
  if (entries.length === 0) return '—';
  return entries
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');
}

const AUDIT_FILTERS: readonly ListFilter[] = [
  { param: 'action', label: 'Action', hint: 'For example user.block' },
  { param: 'target_type', label: 'Target type', hint: 'For example user or job_post' },
];

/** The audit log (docs/decisions/020): who did what to which target, when and from where. */
export function AuditLogTab({ params }: { params: URLSearchParams }) {
  const page = readPage(params.get('page'));
  const log = useAuditLog({
    page,
    limit: ADMIN_LIST_PAGE_SIZE,
    action: params.get('action') ?? '',
    targetType: params.get('target_type') ?? '',
  });

  return (
    <div>
      <TabHeader
        title="Audit Log"
        intro="Every admin action, including reading chats, identity documents, risk scores and the user export. Newest first."
      />
      <ListFilters
        params={params}
        label="Filter the audit log"
        filters={AUDIT_FILTERS}
        submitLabel="Filter"
        columns="sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      />
      <PagedTable
        query={log}
        loadingLabel="Loading the audit log"
        loadFailed={ADMIN_TEXTS.auditLoadFailed}
        caption="Audit log"
        columns={['When', 'Admin', 'Action', 'Target', 'Details', 'IP']}
        empty="No entries."
        renderRow={(entry) => (
          <tr key={entry.id}>
            <Td className="whitespace-nowrap">{formatDateTime(entry.created_at)}</Td>
            <Td>{entry.actor.username ?? ADMIN_TEXTS.unknown}</Td>
            <Td className="font-mono text-xs">{entry.action}</Td>
            <Td className="whitespace-nowrap">
              {entry.target_type ? `${entry.target_type} ${entry.target_id ?? ''}` : '—'}
            </Td>
            <Td className="min-w-48 text-xs break-all">{describeDetails(entry.details)}</Td>
            <Td className="font-mono text-xs">{entry.ip ?? '—'}</Td>
          </tr>
        )}
        params={params}
        page={page}
      />
    </div>
  );
}
