import { clsx } from 'clsx';
import { Inbox, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PLAN_REQUEST_STATUSES, PLANS, type PlanRequestStatus } from '../../../../shared/plans.ts';
import type { PlanRequest } from '../../../../shared/schemas/billing.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { formatDate, formatDateTime } from '../../../lib/date.ts';
import { adminHref } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { BreakableText, DataTable, EmailText, TableHead, Td } from '../components/data-table.tsx';
import { GrantPlanDialog, RefusePlanDialog } from '../components/plan-dialogs.tsx';
import { LoadError, TabHeader, TableSkeleton } from '../components/tab-parts.tsx';
import { usePlanRequests } from '../queries/plans.ts';

/** The lists of the tab, by the request's status; waiting ones first, the queue. */
const STATUS_LABELS: Record<PlanRequestStatus, string> = {
  pending: 'Waiting',
  granted: 'Granted',
  refused: 'Refused',
  withdrawn: 'Withdrawn',
};

const EMPTY_TITLES: Record<PlanRequestStatus, string> = {
  pending: 'No plan requests are waiting',
  granted: 'No granted requests',
  refused: 'No refused requests',
  withdrawn: 'No withdrawn requests',
};

const EMPTY: Record<PlanRequestStatus, string> = {
  pending:
    'Employers ask for Pro or Enterprise on their plan page when online payment is not set up. Their requests wait here, oldest first.',
  granted: 'Requests you grant are listed here, newest first.',
  refused: 'Requests you refuse are listed here with your note, newest first.',
  withdrawn: 'Requests their employers took back are listed here, newest first.',
};

function readStatus(value: string | null): PlanRequestStatus {
  return PLAN_REQUEST_STATUSES.find((status) => status === value) ?? 'pending';
}

function StatusLinks({ params, current }: { params: URLSearchParams; current: PlanRequestStatus }) {
  return (
    <nav aria-label="Plan requests by status" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {PLAN_REQUEST_STATUSES.map((status) => {
          const isCurrent = status === current;
          return (
            <li key={status}>
              <Link
                to={adminHref(params, { status: status === 'pending' ? null : status })}
                aria-current={isCurrent ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium ring-1 transition-colors ring-inset',
                  isCurrent
                    ? 'bg-brand-50 text-brand-800 ring-brand-200'
                    : 'bg-white text-neutral-700 ring-neutral-200 hover:bg-neutral-50 hover:text-neutral-950',
                )}
              >
                {STATUS_LABELS[status]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function EmployerCell({ request }: { request: PlanRequest }) {
  const { employer } = request;
  return (
    <Td className="min-w-48">
      <Link to={`/users/${employer.id}`} className={clsx(textLinkStyles, 'font-medium')}>
        <BreakableText text={employer.username} />
      </Link>
      {employer.company_name ? (
        <div className="font-medium text-neutral-800">
          <BreakableText text={employer.company_name} />
        </div>
      ) : null}
      <div className="text-neutral-600">
        <EmailText email={employer.email} />
      </div>
    </Td>
  );
}

/** The day, and the time under it in small type, so the column stays narrow. */
function AskedOn({ at }: { at: string }) {
  const [day, time] = formatDateTime(at).split(', ');
  return (
    <>
      {day}
      {time ? <div className="text-xs text-neutral-600">{time}</div> : null}
    </>
  );
}

function Answer({ request }: { request: PlanRequest }) {
  const tone =
    request.status === 'granted' ? 'success' : request.status === 'refused' ? 'danger' : 'neutral';
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={tone}>{STATUS_LABELS[request.status]}</Badge>
      {request.decided_at ? (
        <span className="text-xs whitespace-nowrap text-neutral-600">
          {formatDate(request.decided_at)}
        </span>
      ) : null}
      {request.admin_note ? (
        <p className="max-w-xs text-xs break-words whitespace-pre-line text-neutral-700">
          {request.admin_note}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Plans (docs/decisions/055): employers' requests for a paid plan where no payment provider is
 * configured, oldest first, each granted (to a last day or with no end) or refused with a note;
 * the answered ones by status.
 */
export function PlansTab({ params }: { params: URLSearchParams }) {
  const current = readStatus(params.get('status'));
  const requests = usePlanRequests(current);
  const status = useActionStatus();
  const [granting, setGranting] = useState<PlanRequest | null>(null);
  const [refusing, setRefusing] = useState<PlanRequest | null>(null);
  const isQueue = current === 'pending';
  // Five columns, so that the queue fits beside the sidebar at 1280 px (docs/decisions/042).
  const columns = ['Employer', 'Asks for', 'Note', 'Asked on', isQueue ? 'Actions' : 'Answer'];

  const body = () => {
    if (requests.isPending) return <TableSkeleton label="Loading plan requests" />;
    if (requests.isError) {
      return (
        <LoadError
          error={requests.error}
          fallback={ADMIN_TEXTS.planRequestsLoadFailed}
          onRetry={() => void requests.refetch()}
        />
      );
    }
    const rows = requests.data;
    if (rows.length === 0) {
      return (
        <EmptyState
          icon={current === 'pending' ? Inbox : ListChecks}
          tone={current === 'pending' ? 'brand' : 'neutral'}
          title={EMPTY_TITLES[current]}
        >
          {EMPTY[current]}
        </EmptyState>
      );
    }
    return (
      <>
        {isQueue ? (
          <p className="mb-3 text-sm text-neutral-600" aria-live="polite">
            {rows.length === 1 ? '1 request waiting' : `${rows.length} requests waiting`}, oldest
            first.
          </p>
        ) : null}
        <DataTable
          caption={`Plan requests: ${STATUS_LABELS[current].toLowerCase()}`}
          isBusy={requests.isFetching}
        >
          <TableHead columns={columns} />
          <tbody>
            {rows.map((request) => (
              <tr key={request.id}>
                <EmployerCell request={request} />
                <Td>
                  <Badge tone="brand" className="whitespace-nowrap">
                    {PLANS[request.plan].name}
                  </Badge>
                  <div className="mt-1 text-xs whitespace-nowrap text-neutral-600">
                    Now on {PLANS[request.employer.plan].name}
                  </div>
                </Td>
                <Td className="min-w-44 break-words whitespace-pre-line">
                  {request.note ?? <span className="text-neutral-600">—</span>}
                </Td>
                <Td className="whitespace-nowrap">
                  <AskedOn at={request.created_at} />
                </Td>
                <Td>
                  {isQueue ? (
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        onClick={() => setGranting(request)}
                        aria-label={`Grant ${PLANS[request.plan].name} to ${request.employer.username}`}
                      >
                        Grant
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setRefusing(request)}
                        aria-label={`Refuse the request of ${request.employer.username}`}
                      >
                        Refuse
                      </Button>
                    </div>
                  ) : (
                    <Answer request={request} />
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        {rows.length === 200 ? (
          <p className="mt-3 text-sm text-neutral-600">Showing the first 200.</p>
        ) : null}
      </>
    );
  };

  return (
    <div>
      <TabHeader
        title="Plans"
        intro="Employers asking for a paid plan, oldest first. Granting starts the plan at once; either way the employer is e-mailed. To change a plan directly, use Set Plan in a user's actions on the Users tab."
      />
      <ActionStatus status={status.status} onDismiss={status.clear} />
      <StatusLinks params={params} current={current} />
      {body()}
      <GrantPlanDialog
        request={granting}
        onClose={() => setGranting(null)}
        onDone={status.succeed}
      />
      <RefusePlanDialog
        request={refusing}
        onClose={() => setRefusing(null)}
        onDone={status.succeed}
      />
    </div>
  );
}
