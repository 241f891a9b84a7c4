import { BadgeCheck, Briefcase, Building2, FileText, MessagesSquare, Star } from 'lucide-react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { groupDigits } from '../../../lib/number-text.ts';
import { CallToAction, PageBody, PageHeader, Prose } from '../components/content-page.tsx';
import { useSiteStats } from '../queries/site-stats-query.ts';

/** The live figures: the same counts as the home page, with what each one counts. */
function LiveFigures() {
  const stats = useSiteStats();
  const figures = [
    {
      label: 'Jobseeker profiles',
      value: stats.data?.resumes,
      icon: FileText,
      note: 'Virtual assistants and freelancers with an active account.',
    },
    {
      label: 'Open vacancies',
      value: stats.data?.vacancies,
      icon: Briefcase,
      note: 'Job posts that are Active and approved by a moderator right now.',
    },
    {
      label: 'Employers',
      value: stats.data?.employers,
      icon: Building2,
      note: 'Businesses with an active employer account.',
    },
  ];
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="text-2xl font-bold tracking-tight text-neutral-950">
        TalentBridge today
      </h2>
      <p className="mt-3 max-w-2xl text-base text-neutral-600">
        Counted from the database when you opened this page. Blocked accounts and posts that are
        closed or waiting for moderation are left out.
      </p>
      {stats.isError ? (
        <RetryAlert className="mt-6" onRetry={() => void stats.refetch()}>
          The live figures could not be loaded. Please try again.
        </RetryAlert>
      ) : null}
      <dl className="mt-8 grid gap-6 sm:grid-cols-3">
        {figures.map(({ label, value, icon: Icon, note }) => (
          <div key={label} className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs">
            <dt className="flex items-center gap-3 text-sm font-medium text-neutral-700">
              <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="mt-4">
              {value === undefined ? (
                stats.isError ? (
                  <span className="text-3xl font-bold text-neutral-400">—</span>
                ) : (
                  <Skeleton className="h-9 w-24" />
                )
              ) : (
                <span className="text-3xl font-bold tracking-tight text-neutral-950">
                  {groupDigits(value)}
                </span>
              )}
              <p className="mt-2 text-sm text-neutral-600">{note}</p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const SIGNALS = [
  {
    icon: Star,
    title: 'Reviews only after a real hire',
    text: 'A review can only be written about an accepted application, one per side. Nobody can buy or trade stars with strangers.',
  },
  {
    icon: BadgeCheck,
    title: 'Identity checked by people',
    text: 'Members upload an identity document that only they and our administrators can open; a profile says “verified” only after an administrator has looked at it.',
  },
  {
    icon: MessagesSquare,
    title: 'Conversations with the people you hired',
    text: 'Chats open when an application is accepted, so employers and assistants talk about real work rather than cold messages.',
  },
] as const;

export function RealResultsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Real results"
        title="Results you can check for yourself"
        lead="We would rather show you live figures and how they are counted than quote numbers nobody can verify. Here is what TalentBridge looks like right now, and what a successful hire looks like from post to review."
      />
      <PageBody className="space-y-16">
        <LiveFigures />
        <section aria-labelledby="signals-heading">
          <h2 id="signals-heading" className="text-2xl font-bold tracking-tight text-neutral-950">
            Why a result on TalentBridge means something
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {SIGNALS.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-4 text-base font-semibold text-neutral-900">{title}</h3>
                <p className="mt-2 text-sm leading-6 text-neutral-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <Prose>
          <h2>From job post to review</h2>
          <p>
            Every hire on TalentBridge leaves a trail that both sides can see, and that is what we
            measure ourselves by:
          </p>
          <ol>
            <li>
              <strong>The post goes live.</strong> A moderator approves it, and it appears on{' '}
              <Link to="/find-job">Find Jobs</Link>; our team can also send it as a job alert to
              verified assistants whose skills and categories match.
            </li>
            <li>
              <strong>Applications arrive.</strong> Each one is tracked as Pending until the
              employer decides; applicants always know where they stand.
            </li>
            <li>
              <strong>The employer accepts.</strong> The assistant is e-mailed, and a private chat
              opens between the two of them.
            </li>
            <li>
              <strong>The work speaks.</strong> After the engagement both sides review each other,
              and the rating becomes part of each profile for the next hire.
            </li>
          </ol>
          <h2>Read the results, not our claims</h2>
          <p>
            Every member’s profile shows their average rating and links to all their reviews, with
            dates. Before you hire or apply, read them: they are the most honest result we can show
            you. For longer accounts of how hires work out, see our{' '}
            <Link to="/success-stories">success stories</Link>.
          </p>
        </Prose>
      </PageBody>
      <CallToAction
        title="Add your own result"
        text="Post a job or create a profile, and let your reviews do the talking."
        actions={[
          { to: '/role-selection', label: 'Get started' },
          { to: '/find-talent', label: 'Find Talent' },
        ]}
      />
    </>
  );
}
