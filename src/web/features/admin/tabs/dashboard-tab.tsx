import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { AdminBillingSummary } from '../../../../shared/schemas/billing.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import type { RecentRegistration } from '../admin-schemas.ts';
import { readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { DataTable, EmptyRow, TableHead, Td } from '../components/data-table.tsx';
import { SomeDataFailed } from '../components/source-errors.tsx';
import { ListPager, LoadError, TabHeader, TableSkeleton } from '../components/tab-parts.tsx';
import {
  BUSINESS_SHARE,
  estimateSignups,
  FREELANCER_SHARE,
  SUBSCRIPTION_PRICE_DOLLARS,
  SUBSCRIPTION_RATE,
  sumEstimates,
} from '../dashboard-estimates.ts';
import { formatUsdCents } from '../plan-format.ts';
import {
  RECENT_REGISTRATIONS,
  useAnalyticsTotals,
  useGeography,
  useOnlineUsers,
  useRecentRegistrations,
} from '../queries/analytics.ts';
import {
  useIdentityQueue,
  useJobsWithApplicationsPage,
  usePendingComplaints,
} from '../queries/dashboard-queues.ts';
import { useHeldJobPosts, usePendingJobPosts } from '../queries/pending-job-posts.ts';
import { useBillingSummary } from '../queries/plans.ts';
import { JOBS_PAGE_PARAM, JOBS_PAGE_SIZE, JobsWithApplications } from './dashboard-jobs.tsx';
import { ActionQueues, QUEUE_SHOWN } from './dashboard-queues.tsx';
import { Section, Stat } from './dashboard-section.tsx';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Countries shown per page of the signups table (docs/decisions/042: long lists are paged). */
const COUNTRIES_PAGE_SIZE = 10;
const COUNTRIES_PAGE_PARAM = 'countriesPage';

/** Plan requests waiting, linked to the Plans tab where they are answered. */
function PendingRequests({ billing }: { billing: AdminBillingSummary | undefined }) {
  if (!billing) return null;
  const n = billing.pending_requests;
  return (
    <p className="mb-4 text-sm text-neutral-700">
      {n === 0 ? (
        <>
          No plan requests waiting.{' '}
          <Link to="/admin?tab=plans" className={textLinkStyles}>
            Plans
          </Link>
        </>
      ) : (
        <Link to="/admin?tab=plans" className={clsx(textLinkStyles, 'font-medium')}>
          {n === 1 ? '1 plan request waiting' : `${count.format(n)} plan requests waiting`}
        </Link>
      )}
    </p>
  );
}

/**
 * The real subscription figures (docs/decisions/055): employers per plan in force and the
 * monthly recurring revenue of the paid plans at their list prices.
 */
function Subscriptions({ billing, signups }: { billing: AdminBillingSummary; signups: number }) {
  const { free, pro, enterprise } = billing.employers;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label="Signups" value={count.format(signups)} />
        <Stat label="Paid subscriptions" value={count.format(pro + enterprise)} />
        <Stat label="Monthly recurring revenue" value={formatUsdCents(billing.mrr_cents)} />
        <Stat label="Free employers" value={count.format(free)} />
        <Stat label="Pro employers" value={count.format(pro)} />
        <Stat label="Enterprise employers" value={count.format(enterprise)} />
      </dl>
      <p className="mt-2 mb-5 text-xs text-neutral-600">
        Measured: employers on each plan now; the monthly revenue counts the paid plans in force at
        their list prices.
      </p>
    </>
  );
}

/**
 * Signups by country and subscriptions. The country split (0.6 / 0.4) stays the spec's
 * placeholder, labelled as an estimate. Subscriptions are real once any employer has had a paid
 * plan (`has_data`, docs/decisions/055); until then, or while the figures cannot be loaded, they
 * are the spec's estimates (× 0.1, × $90), labelled so, and never shown beside the real ones.
 */
function SignupsAndSubscriptions({ params }: { params: URLSearchParams }) {
  const geography = useGeography();
  const billing = useBillingSummary();
  if (geography.isPending || billing.isPending) {
    return <TableSkeleton label="Loading signups by country and subscriptions" />;
  }
  if (geography.isError) {
    return (
      <LoadError
        error={geography.error}
        fallback={ADMIN_TEXTS.geographyLoadFailed}
        onRetry={() => void geography.refetch()}
      />
    );
  }
  const isReal = billing.data?.has_data === true;
  const rows = geography.data.map((row) => ({
    country: row.country,
    ...estimateSignups(row.count),
  }));
  const total = sumEstimates(rows);
  const page = readPage(params.get(COUNTRIES_PAGE_PARAM));
  const shown = rows.slice((page - 1) * COUNTRIES_PAGE_SIZE, page * COUNTRIES_PAGE_SIZE);
  const columns = [
    'Country',
    'Signups',
    'Freelancers (est.)',
    'Business (est.)',
    ...(isReal ? [] : ['Subscriptions (est.)', 'Revenue (est.)']),
  ];
  return (
    <>
      {billing.isError ? (
        <div className="mb-3">
          <LoadError
            error={billing.error}
            fallback={ADMIN_TEXTS.billingLoadFailed}
            onRetry={() => void billing.refetch()}
          />
        </div>
      ) : null}
      <PendingRequests billing={billing.data} />
      {isReal && billing.data ? (
        <>
          <Subscriptions billing={billing.data} signups={total.signups} />
          <p className="mb-3 text-sm text-neutral-600">
            <Badge tone="warning" className="mr-2">
              Estimate
            </Badge>
            The split by country is a placeholder, not measured: freelancers are{' '}
            {FREELANCER_SHARE * 100}% and businesses {BUSINESS_SHARE * 100}% of a country's signups,
            rounded to whole people.
          </p>
        </>
      ) : (
        <>
          <p className="mb-3 text-sm text-neutral-600">
            <Badge tone="warning" className="mr-2">
              Estimate
            </Badge>
            Placeholder figures, not measured: freelancers are {FREELANCER_SHARE * 100}% and
            businesses {BUSINESS_SHARE * 100}% of a country's signups; subscriptions are signups ×{' '}
            {SUBSCRIPTION_RATE}, revenue subscriptions × ${SUBSCRIPTION_PRICE_DOLLARS}. Rounded to
            whole numbers, each row and the totals on their own, so the rows need not add up to the
            totals.
          </p>
          <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat label="Signups" value={count.format(total.signups)} />
            <Stat label="Subscriptions (estimate)" value={count.format(total.subscriptions)} />
            <Stat
              label="Subscription revenue (estimate)"
              value={formatUsdCents(total.revenueDollars * 100)}
            />
          </dl>
        </>
      )}
      <DataTable caption="Signups by country (estimated split)">
        <TableHead columns={columns} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={columns.length}>No signups yet.</EmptyRow>
          ) : (
            shown.map((row) => (
              <tr key={row.country}>
                <Td className="font-medium">{row.country}</Td>
                <Td className="tabular-nums">{row.signups}</Td>
                <Td className="tabular-nums">{row.freelancers}</Td>
                <Td className="tabular-nums">{row.business}</Td>
                {isReal ? null : (
                  <>
                    <Td className="tabular-nums">{count.format(row.subscriptions)}</Td>
                    <Td className="tabular-nums">{formatUsdCents(row.revenueDollars * 100)}</Td>
                  </>
                )}
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
      {rows.length > COUNTRIES_PAGE_SIZE ? (
        <ListPager
          params={params}
          page={page}
          total={rows.length}
          pageSize={COUNTRIES_PAGE_SIZE}
          pageParam={COUNTRIES_PAGE_PARAM}
        />
      ) : null}
    </>
  );
}

function OnlineUsers() {
  const online = useOnlineUsers();
  // Spec section 8: a failure yields no figures (null); the error shows below the banner.
  const value = (n: number | undefined) =>
    online.isPending ? '…' : n === undefined ? 'Not available' : n;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <Stat label="Jobseekers online" value={value(online.data?.jobseekers)} />
        <Stat label="Employers online" value={value(online.data?.employers)} />
      </dl>
      {online.isError ? (
        <div className="mt-3">
          <LoadError
            error={online.error}
            fallback={ADMIN_TEXTS.onlineUsersLoadFailed}
            onRetry={() => void online.refetch()}
          />
        </div>
      ) : null}
    </>
  );
}

function RegistrationList({ title, people }: { title: string; people: RecentRegistration[] }) {
  return (
    <Card className="p-4">
      <h4 className="text-sm font-semibold text-neutral-900">{title}</h4>
      {people.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-600">Nobody signed up today.</p>
      ) : (
        <ul className="mt-2 divide-y divide-neutral-100">
          {people.map((person) => (
            <li key={person.id} className="py-2 text-sm">
              <Link to={`/users/${person.id}`} className={textLinkStyles}>
                {person.username}
              </Link>
              <span className="block break-all text-neutral-600">{person.email}</span>
              <span className="block text-xs text-neutral-600">
                {formatDateTime(person.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RecentRegistrations() {
  const recent = useRecentRegistrations();
  if (recent.isPending) return <TableSkeleton label="Loading today's registrations" />;
  // Spec section 8: a failure yields empty lists; the error says so.
  const data = recent.data ?? { jobseekers: [], employers: [] };
  return (
    <>
      {recent.isError ? (
        <div className="mb-3">
          <LoadError
            error={recent.error}
            fallback={ADMIN_TEXTS.recentRegistrationsLoadFailed}
            onRetry={() => void recent.refetch()}
          />
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <RegistrationList title="Jobseekers" people={data.jobseekers} />
        <RegistrationList title="Employers" people={data.employers} />
      </div>
    </>
  );
}

/**
 * Dashboard (spec section 2): the day's picture of the marketplace, with what waits for an admin
 * first (docs/decisions/042): posts held for findings (docs/decisions/045), posts awaiting review,
 * open complaints, identity documents. The long list of jobs with applications comes last, paged.
 */
export function DashboardTab({ params }: { params: URLSearchParams }) {
  const status = useActionStatus();
  // The sources whose failure the top banner reports (each also says so in its section).
  // The sections read the same queries (TanStack Query asks the server once per source).
  const totals = useAnalyticsTotals();
  const sources = [
    totals,
    useGeography(),
    useBillingSummary(),
    useOnlineUsers(),
    useRecentRegistrations(),
    useJobsWithApplicationsPage(readPage(params.get(JOBS_PAGE_PARAM)), JOBS_PAGE_SIZE),
    useHeldJobPosts(QUEUE_SHOWN),
    usePendingJobPosts(QUEUE_SHOWN),
    usePendingComplaints(QUEUE_SHOWN),
    useIdentityQueue(QUEUE_SHOWN),
  ];
  return (
    <div>
      <TabHeader title="Dashboard" />
      <SomeDataFailed sources={sources} />
      <ActionStatus status={status.status} onDismiss={status.clear} />
      <div className="space-y-8">
        <Section title="Needs action">
          <ActionQueues status={status} />
        </Section>
        {totals.isError ? (
          <LoadError
            error={totals.error}
            fallback={ADMIN_TEXTS.statsLoadFailed}
            onRetry={() => void totals.refetch()}
          />
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat label="Users" value={totals.data?.totalUsers ?? '…'} />
            <Stat label="Jobseekers" value={totals.data?.jobSeekers ?? '…'} />
            <Stat label="Employers" value={totals.data?.employers ?? '…'} />
            <Stat label="Active job posts" value={totals.data?.activeJobPosts ?? '…'} />
          </dl>
        )}
        <div className="grid gap-8 xl:grid-cols-2">
          <Section title="Online now">
            <OnlineUsers />
          </Section>
          <Section title={`Registered today (last ${RECENT_REGISTRATIONS} per role)`}>
            <RecentRegistrations />
          </Section>
        </div>
        <Section title="Signups by country and subscriptions">
          <SignupsAndSubscriptions params={params} />
        </Section>
        <Section title="Job postings with applications">
          <JobsWithApplications status={status} params={params} />
        </Section>
      </div>
    </div>
  );
}
