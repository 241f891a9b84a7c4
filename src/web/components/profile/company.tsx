import { clsx } from 'clsx';
import { BadgeCheck, Handshake } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { employerDisplayName } from '../../../shared/company.ts';
import { jobPagePath } from '../../../shared/job-slug.ts';
import type { EmployerSummary, JobPost } from '../../../shared/schemas/jobs.ts';
import { hiresText, salaryPerHr } from '../../lib/job-text.ts';
import { Badge } from '../ui/badge.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { VerifiedEmployerBadge } from './verified-employer-badge.tsx';

/**
 * Employers are companies (docs/decisions/036): the company's name (the username when there is
 * none), its logo (the avatar), the identity badge and its hires, wherever a job, an application
 * or a chat names its employer.
 */

type Facts = Pick<EmployerSummary, 'identity_verified' | 'verified_employer' | 'hires'>;

/**
 * "Verified employer" (docs/decisions/049, which includes the identity check) or else "Identity
 * verified", and "N hires" as pills: the job page and the company's profile (where the hires
 * arrive a moment later: null until then).
 */
export function CompanyBadges({
  employer,
  className,
}: {
  employer: { identity_verified: boolean; verified_employer: boolean; hires: number | null };
  className?: string;
}) {
  return (
    <ul aria-label="Company facts" className={clsx('flex flex-wrap gap-2', className)}>
      {employer.verified_employer ? (
        <li>
          <VerifiedEmployerBadge />
        </li>
      ) : employer.identity_verified ? (
        <li>
          <Badge tone="success" className="gap-1">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Identity verified
          </Badge>
        </li>
      ) : null}
      {employer.hires === null ? null : (
        <li>
          <Badge className="gap-1">
            <Handshake aria-hidden="true" className="size-3.5" />
            {hiresText(employer.hires, 'No hires yet')}
          </Badge>
        </li>
      )}
    </ul>
  );
}

/**
 * One line under a company's name on cards: "@username · Verified · 3 hires", each part only
 * when there is something to say (the username only beside a company name; "Verified" for an
 * identity check alone: a verified employer's badge has a row of its own, see CompanyByline).
 */
export function CompanyFactsLine({
  employer,
  className,
}: {
  employer: Pick<EmployerSummary, 'username' | 'company_name'> & Facts;
  className?: string;
}) {
  const parts: { key: string; node: ReactNode }[] = [];
  if (employer.company_name) {
    parts.push({
      key: 'username',
      node: <span className="min-w-0 truncate">@{employer.username}</span>,
    });
  }
  if (employer.identity_verified && !employer.verified_employer) {
    parts.push({
      key: 'verified',
      node: (
        <span className="inline-flex shrink-0 items-center gap-0.5 text-success-700">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          Verified
        </span>
      ),
    });
  }
  if (employer.hires > 0) {
    parts.push({
      key: 'hires',
      node: <span className="shrink-0">{hiresText(employer.hires)}</span>,
    });
  }
  if (parts.length === 0) return null;
  return (
    <span className={clsx('flex min-w-0 items-center gap-1.5 text-xs text-neutral-600', className)}>
      {parts.map(({ key, node }, i) => (
        <Fragment key={key}>
          {i > 0 ? (
            <span aria-hidden="true" className="text-neutral-400">
              ·
            </span>
          ) : null}
          {node}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The company with its logo, name (a link to its profile unless `link` is false) and the facts
 * line: cards of Find Jobs and My Applications.
 */
export function CompanyByline({
  employer,
  link = true,
  className,
}: {
  employer: EmployerSummary;
  link?: boolean;
  className?: string;
}) {
  const name = employerDisplayName(employer);
  return (
    <div className={clsx('flex min-w-0 items-center gap-2.5', className)}>
      <UserAvatar username={name} src={employer.avatar} size="sm" className="ring-0" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-neutral-800">
          {link ? (
            <TextLink to={`/users/${employer.id}`} className="text-neutral-800">
              {name}
            </TextLink>
          ) : (
            name
          )}
        </p>
        <CompanyFactsLine employer={employer} />
        {/* Its own row: beside the facts a phone's card has no room for it (docs/decisions/049). */}
        {employer.verified_employer ? <VerifiedEmployerBadge className="mt-1.5" /> : null}
      </div>
    </div>
  );
}

/** A company's open jobs as links, each with its type, pay and place: the job page and profile. */
export function CompanyJobList({ jobs, className }: { jobs: JobPost[]; className?: string }) {
  return (
    <ul className={clsx('divide-y divide-neutral-100', className)}>
      {jobs.map((job) => (
        <li key={job.id} className="py-2.5 first:pt-0 last:pb-0">
          <TextLink to={jobPagePath(job.id, job.title)} className="text-sm break-words">
            {job.title}
          </TextLink>
          <p className="mt-0.5 text-xs text-neutral-600">
            {[job.job_type, job.salary === null ? null : salaryPerHr(job.salary), job.location]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
