import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/input.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { ADMIN_LIST_PAGE_SIZE, adminHref, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { Td } from '../components/data-table.tsx';
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

function AuditFilters({ params }: { params: URLSearchParams }) {
  const navigate = useNavigate();
  const [action, setAction] = useState(params.get('action') ?? '');
  const [targetType, setTargetType] = useState(params.get('target_type') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      adminHref(params, { action: action.trim(), target_type: targetType.trim(), page: null }),
    );
  };
  return (
    <form
      aria-label="Filter the audit log"
      onSubmit={submit}
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <InputField
        label="Action"
        hint="For example user.block"
        value={action}
        onChange={(event) => setAction(event.target.value)}
      />
      <InputField
        label="Target type"
        hint="For example user or job_post"
        value={targetType}
        onChange={(event) => setTargetType(event.target.value)}
      />
      <Button type="submit" variant="secondary" className="h-11 sm:mb-6">
        <Search aria-hidden="true" className="size-4" />
        Filter
      </Button>
    </form>
  );
}

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
      <AuditFilters key={params.toString()} params={params} />
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
