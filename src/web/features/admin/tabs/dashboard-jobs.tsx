import { Bell } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { jobPagePath } from '../../../../shared/job-slug.ts';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { formatDate } from '../../../lib/date.ts';
import type { JobWithApplications } from '../admin-schemas.ts';
import { readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import type { useActionStatus } from '../components/action-status.tsx';
import { DataTable, EmptyRow, TableHead, Td } from '../components/data-table.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { ListPager, LoadError, TableSkeleton } from '../components/tab-parts.tsx';
import { NOTIFY_ORDERS, parseNotifyCount, parseNotifyOrder } from '../prompt-rules.ts';
import { useJobsWithApplicationsPage } from '../queries/dashboard-queues.ts';
import { useNotifyCandidates } from '../queries/job-posts.ts';

export type StatusApi = ReturnType<typeof useActionStatus>;

/** The spec's order values (beginning, end, random) as the admin reads them. */
const NOTIFY_ORDER_LABELS: Record<(typeof NOTIFY_ORDERS)[number], string> = {
  beginning: 'First applicants',
  end: 'Latest applicants',
  random: 'Random',
};

/** Notify Candidates: how many and in which order (spec section 5, "Admin prompts"). */
function NotifyDialog({
  job,
  onClose,
  status,
}: {
  job: JobWithApplications | null;
  onClose: () => void;
  status: StatusApi;
}) {
  const [limit, setLimit] = useState('');
  const [order, setOrder] = useState('');
  const notify = useNotifyCandidates();
  const reset = () => {
    setLimit('');
    setOrder('');
  };
  return (
    <FormDialog
      isOpen={job !== null}
      onClose={() => {
        reset();
        onClose();
      }}
      title={`Notify Candidates of "${job?.title ?? ''}"`}
      description={`It has ${job?.applicationCount ?? 0} application${job?.applicationCount === 1 ? '' : 's'}. The chosen candidates get an e-mail about the job.`}
      submitLabel="Notify"
      failure={ADMIN_TEXTS.notifyFailed}
      onSubmit={async () => {
        if (!job) return undefined;
        const parsedLimit = parseNotifyCount(limit);
        if (!parsedLimit.ok) return parsedLimit.error;
        const parsedOrder = parseNotifyOrder(order);
        if (!parsedOrder.ok) return parsedOrder.error;
        const result = await notify.mutateAsync({
          id: job.id,
          limit: parsedLimit.value,
          orderBy: parsedOrder.value,
        });
        status.succeed(ADMIN_TEXTS.candidatesNotified(result.sent, result.total));
        reset();
        return undefined;
      }}
    >
      <InputField
        label="How many candidates"
        inputMode="numeric"
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
      />
      <SelectField
        label="Order"
        hint="Which applications first: the earliest, the latest, or at random."
        value={order}
        onChange={(event) => setOrder(event.target.value)}
      >
        <option value="">Choose an order…</option>
        {NOTIFY_ORDERS.map((value) => (
          <option key={value} value={value}>
            {NOTIFY_ORDER_LABELS[value]}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

/** The dashboard's job list is paged with its own parameter (docs/decisions/042). */
export const JOBS_PAGE_PARAM = 'jobsPage';
export const JOBS_PAGE_SIZE = 10;

export function JobsWithApplications({
  status,
  params,
}: {
  status: StatusApi;
  params: URLSearchParams;
}) {
  const page = readPage(params.get(JOBS_PAGE_PARAM));
  const jobs = useJobsWithApplicationsPage(page, JOBS_PAGE_SIZE);
  const [notifyFor, setNotifyFor] = useState<JobWithApplications | null>(null);
  let body: ReactNode;
  if (jobs.isPending) body = <TableSkeleton label="Loading job postings" />;
  else {
    // Spec section 8: a failure yields an empty list; the error says so above it.
    const rows = jobs.data?.rows ?? [];
    body = (
      <>
        {jobs.isError ? (
          <div className="mb-3">
            <LoadError
              error={jobs.error}
              fallback={ADMIN_TEXTS.jobsWithApplicationsLoadFailed}
              onRetry={() => void jobs.refetch()}
            />
          </div>
        ) : null}
        <DataTable caption="Job postings with applications">
          <TableHead columns={['Job', 'Applications', 'Posted', 'Actions']} />
          <tbody>
            {rows.length === 0 ? (
              <EmptyRow columns={4}>No job has applications yet.</EmptyRow>
            ) : (
              rows.map((job) => (
                <tr key={job.id}>
                  <Td className="min-w-48">
                    <Link to={jobPagePath(job.id, job.title)} className={textLinkStyles}>
                      {job.title}
                    </Link>
                  </Td>
                  <Td className="tabular-nums">{job.applicationCount}</Td>
                  <Td className="whitespace-nowrap">{formatDate(job.created_at)}</Td>
                  <Td>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setNotifyFor(job)}
                      aria-label={`Notify Candidates of "${job.title}"`}
                    >
                      <Bell aria-hidden="true" className="size-4" />
                      Notify Candidates
                    </Button>
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
        <ListPager
          params={params}
          page={page}
          total={jobs.data?.total ?? 0}
          pageSize={JOBS_PAGE_SIZE}
          pageParam={JOBS_PAGE_PARAM}
        />
      </>
    );
  }
  return (
    <>
      {body}
      <NotifyDialog job={notifyFor} onClose={() => setNotifyFor(null)} status={status} />
    </>
  );
}
