import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { BarChart, LineChart } from '../charts/charts.tsx';
import { growthSeries } from '../charts/growth-series.ts';
import { DataTable, EmptyRow, TableHead, Td, Th } from '../components/data-table.tsx';
import { SomeDataFailed } from '../components/source-errors.tsx';
import { LoadError, TabHeader } from '../components/tab-parts.tsx';
import {
  ANALYTICS_START_DATE,
  GROWTH_PERIOD,
  TOP_LIST_SIZE,
  useAnalyticsTotals,
  useGeography,
  useGrowthTrends,
  useRegistrations,
  useTopEmployers,
  useTopEmployersByPosts,
  useTopJobseekers,
  useTopJobseekersByViews,
} from '../queries/analytics.ts';

/** Loading, error or content of one source. */
function Source<T>({
  query,
  fallback,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  fallback: string;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className="rounded-xl border border-neutral-200 bg-white p-5">
        <span className="sr-only">Loading {label}</span>
        <Skeleton className="block h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError error={query.error} fallback={fallback} onRetry={() => void query.refetch()} />
    );
  }
  return <>{children(query.data)}</>;
}

const TOTALS = [
  ['totalUsers', 'Users'],
  ['employers', 'Employers'],
  ['jobSeekers', 'Jobseekers'],
  ['totalJobPosts', 'Job posts'],
  ['activeJobPosts', 'Active job posts'],
  ['totalApplications', 'Applications'],
  ['totalReviews', 'Reviews'],
] as const;

function Leaderboard({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <DataTable caption={title} isCaptionVisible>
      <TableHead columns={columns}>
        <Th className="w-10">#</Th>
      </TableHead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow columns={columns.length + 1}>Nobody yet.</EmptyRow>
        ) : (
          rows.map((cells, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the row's identity
            <tr key={index}>
              <Td className="tabular-nums">{index + 1}</Td>
              {cells.map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <Td key={cellIndex} className={cellIndex === 0 ? 'font-medium' : 'tabular-nums'}>
                  {cell}
                </Td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}

const rating = (value: number | null | undefined) =>
  value === null || value === undefined ? 'Not rated' : value.toFixed(1);

/** Analytics (spec section 2): totals, registrations, growth, geography and four top-5 lists. */
export function AnalyticsTab() {
  const totals = useAnalyticsTotals();
  const registrations = useRegistrations();
  const growth = useGrowthTrends();
  const geography = useGeography();
  const topEmployers = useTopEmployers();
  const topEmployersByPosts = useTopEmployersByPosts();
  const topJobseekers = useTopJobseekers();
  const topJobseekersByViews = useTopJobseekersByViews();
  const all = [
    totals,
    registrations,
    growth,
    geography,
    topEmployers,
    topEmployersByPosts,
    topJobseekers,
    topJobseekersByViews,
  ];

  return (
    <div>
      <TabHeader title="Analytics" intro="How the marketplace grows. Figures are live counts." />
      <SomeDataFailed sources={all} />
      <section aria-label="Totals" className="mb-6">
        <Source query={totals} fallback={ADMIN_TEXTS.statsLoadFailed} label="totals">
          {(data) => (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-7">
              {TOTALS.map(([key, label]) => (
                <Card key={key} className="p-4">
                  <dt className="text-sm text-neutral-600">{label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-neutral-900 tabular-nums">
                    {data[key]}
                  </dd>
                </Card>
              ))}
            </dl>
          )}
        </Source>
      </section>
      <div className="grid gap-5 xl:grid-cols-2">
        <Source
          query={registrations}
          fallback={ADMIN_TEXTS.registrationsLoadFailed}
          label="registrations"
        >
          {(rows) => (
            <BarChart
              title="Registrations per month"
              summary={`Since ${ANALYTICS_START_DATE}: ${rows.reduce((sum, row) => sum + row.count, 0)} sign-ups.`}
              data={rows.map((row) => ({ label: row.period, value: row.count }))}
              rowHeader="Month"
              valueHeader="Registrations"
            />
          )}
        </Source>
        <Source query={growth} fallback={ADMIN_TEXTS.growthLoadFailed} label="growth trends">
          {(reply) => {
            const days = growthSeries(reply);
            return (
              <LineChart
                title="Growth trends"
                summary={`New accounts and job posts per day, last ${GROWTH_PERIOD.replace('d', ' days')}.`}
                labels={days.periods.map((period) => period.slice(5))}
                rowHeader="Day"
                series={[
                  { name: 'Jobseekers', tone: 'brand', values: days.jobseekers },
                  { name: 'Employers', tone: 'warning', values: days.employers },
                  { name: 'Job posts', tone: 'success', values: days.jobPosts },
                ]}
              />
            );
          }}
        </Source>
        <Source query={geography} fallback={ADMIN_TEXTS.geographyLoadFailed} label="geography">
          {(rows) => (
            <BarChart
              title="Users by country"
              summary="Where accounts signed up from (Unknown when the address gave no country)."
              data={rows.map((row) => ({ label: row.country, value: row.count }))}
              rowHeader="Country"
              valueHeader="Users"
            />
          )}
        </Source>
      </div>
      <h3 className="mt-8 mb-3 text-lg font-semibold text-neutral-900">
        Leaderboards (top {TOP_LIST_SIZE})
      </h3>
      <div className="grid gap-5 xl:grid-cols-2">
        <Source
          query={topEmployers}
          fallback={ADMIN_TEXTS.leaderboardLoadFailed}
          label="top employers"
        >
          {(rows) => (
            <Leaderboard
              title="Top employers"
              columns={['Employer', 'Job posts', 'Rating']}
              rows={rows.map((row) => [row.username, row.job_count, rating(row.average_rating)])}
            />
          )}
        </Source>
        <Source
          query={topEmployersByPosts}
          fallback={ADMIN_TEXTS.leaderboardLoadFailed}
          label="top employers by posts"
        >
          {(rows) => (
            <Leaderboard
              title="Top employers by posts"
              columns={['Employer', 'Email', 'Job posts']}
              rows={rows.map((row) => [row.username, row.email, row.jobCount])}
            />
          )}
        </Source>
        <Source
          query={topJobseekers}
          fallback={ADMIN_TEXTS.leaderboardLoadFailed}
          label="top jobseekers"
        >
          {(rows) => (
            <Leaderboard
              title="Top jobseekers"
              columns={['Jobseeker', 'Applications', 'Rating']}
              rows={rows.map((row) => [
                row.username,
                row.application_count,
                rating(row.average_rating),
              ])}
            />
          )}
        </Source>
        <Source
          query={topJobseekersByViews}
          fallback={ADMIN_TEXTS.leaderboardLoadFailed}
          label="top jobseekers by profile views"
        >
          {(rows) => (
            <Leaderboard
              title="Top jobseekers by profile views"
              columns={['Jobseeker', 'Email', 'Profile views']}
              rows={rows.map((row) => [row.username, row.email, row.profileViews])}
            />
          )}
        </Source>
      </div>
    </div>
  );
}
