import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { BarChart, LineChart } from '../charts/charts.tsx';
import { growthSeries } from '../charts/growth-series.ts';
import {
  BreakableText,
  DataTable,
  EmailText,
  EmptyRow,
  Td,
  Th,
} from '../components/data-table.tsx';
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

type Person = { id: number; username: string; email?: string };

/**
 * A top-5 list: who (linked to the profile, the e-mail under the name), then the figures. The
 * column it is ranked by comes first and is marked sorted; the caption says the ranking key
 * (decisions.md, "Statistics and analytics"), so nobody guesses why the order is what it is.
 */
function Leaderboard({
  title,
  rankedBy,
  who,
  columns,
  rows,
}: {
  title: string;
  rankedBy: string;
  who: string;
  /** The figures' headings; the first is the ranking key. */
  columns: readonly string[];
  rows: readonly { person: Person; figures: readonly ReactNode[] }[];
}) {
  const noteId = `leaderboard-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <DataTable
      caption={title}
      isCaptionVisible
      note={
        <span id={noteId} className="mt-0.5 block text-xs font-normal text-neutral-600">
          {rankedBy}
        </span>
      }
      describedBy={noteId}
    >
      <thead>
        <tr>
          <Th className="w-10">#</Th>
          <Th>{who}</Th>
          {columns.map((column, index) => (
            <Th
              key={column}
              className="text-right"
              aria-sort={index === 0 ? 'descending' : undefined}
            >
              {column}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow columns={columns.length + 2}>Nobody yet.</EmptyRow>
        ) : (
          rows.map(({ person, figures }, index) => (
            <tr key={person.id}>
              <Td className="tabular-nums">{index + 1}</Td>
              <Td className="w-full min-w-32">
                <Link to={`/users/${person.id}`} className={clsx(textLinkStyles, 'font-medium')}>
                  <BreakableText text={person.username} />
                </Link>
                {person.email ? (
                  <div className="text-xs text-neutral-600">
                    <EmailText email={person.email} />
                  </div>
                ) : null}
              </Td>
              {figures.map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <Td key={cellIndex} className="text-right whitespace-nowrap tabular-nums">
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
      <div className="grid items-start gap-5 xl:grid-cols-2">
        <Source
          query={topEmployers}
          fallback={ADMIN_TEXTS.leaderboardLoadFailed}
          label="top employers"
        >
          {(rows) => (
            <Leaderboard
              title="Top employers"
              rankedBy="Ranked by average rating, then by number of job posts."
              who="Employer"
              columns={['Rating', 'Job posts']}
              rows={rows.map((row) => ({
                person: { id: row.employer_id, username: row.username },
                figures: [rating(row.average_rating), row.job_count],
              }))}
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
              rankedBy="Ranked by number of job posts."
              who="Employer"
              columns={['Job posts']}
              rows={rows.map((row) => ({
                person: { id: row.userId, username: row.username, email: row.email },
                figures: [row.jobCount],
              }))}
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
              rankedBy="Ranked by average rating, then by number of applications."
              who="Jobseeker"
              columns={['Rating', 'Applications']}
              rows={rows.map((row) => ({
                person: { id: row.job_seeker_id, username: row.username },
                figures: [rating(row.average_rating), row.application_count],
              }))}
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
              rankedBy="Ranked by profile views."
              who="Jobseeker"
              columns={['Profile views']}
              rows={rows.map((row) => ({
                person: { id: row.userId, username: row.username, email: row.email },
                figures: [row.profileViews],
              }))}
            />
          )}
        </Source>
      </div>
    </div>
  );
}
