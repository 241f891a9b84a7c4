import { Building2, CalendarDays, MessageCircle, PartyPopper, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { employerDisplayName } from '../../../../shared/company.ts';
import { jobPagePath } from '../../../../shared/job-slug.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { MyApplication } from '../../../../shared/schemas/applications.ts';
import { CompanyByline } from '../../../components/profile/company.tsx';
import { ApplicationStatusBadge } from '../../../components/reviews/application-status-badge.tsx';
import { ReviewForm } from '../../../components/reviews/review-form.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { formatDate } from '../../../lib/date.ts';
import { ProposalSummary } from './proposal-summary.tsx';
import { WithdrawControl } from './withdraw-control.tsx';

type ApplicationCardProps = { application: MyApplication; timeZone: string | null };

/** One card of My Applications (spec section 2): job, status, date, outcome, Leave Review. */
export function ApplicationCard({ application, timeZone }: ApplicationCardProps) {
  const [isReviewing, setIsReviewing] = useState(false);
  const [justReviewed, setJustReviewed] = useState(false);
  const job = application.job_post;
  const title = job.title.trim() || MESSAGES.unknownJob;
  const employerName = job.employer ? employerDisplayName(job.employer) : MESSAGES.unknownUser;
  const headingId = `application-${application.id}-title`;
  const isReviewed = application.has_reviewed || justReviewed;

  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words text-neutral-900">
              <TextLink to={jobPagePath(job.id, job.title)} className="text-neutral-900">
                {title}
              </TextLink>
            </h2>
            {job.employer ? (
              <CompanyByline employer={job.employer} className="mt-2" />
            ) : (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-neutral-600">
                <Building2 aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
                {employerName}
              </p>
            )}
          </div>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="mt-3 flex items-center gap-1.5 text-sm text-neutral-600">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
          Applied on {formatDate(application.created_at, timeZone)}
        </p>
        <ProposalSummary application={application} />

        {application.status === 'Accepted' ? (
          <div className="mt-4 space-y-4">
            <div className="flex items-start gap-3 rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-sm text-success-800">
              <PartyPopper aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p className="font-medium">{MESSAGES.applicationAccepted}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              {/* An Accepted application's chat (docs/decisions/016) has the application's id. */}
              <Link
                to={`/messages?chat=${application.id}`}
                className={buttonStyles({ size: 'md' })}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                Chat with Employer
              </Link>
              {!justReviewed && !isReviewed && !isReviewing ? (
                <Button variant="secondary" onClick={() => setIsReviewing(true)}>
                  <Star aria-hidden="true" className="size-4" />
                  Leave Review
                </Button>
              ) : null}
            </div>
            {justReviewed ? (
              <Alert tone="success">{MESSAGES.reviewThanks}</Alert>
            ) : isReviewed ? (
              <p className="text-sm text-neutral-600">You have reviewed {employerName}.</p>
            ) : isReviewing ? (
              <ReviewForm
                jobApplicationId={application.id}
                subjectName={employerName}
                onCancel={() => setIsReviewing(false)}
                onReviewed={() => {
                  setIsReviewing(false);
                  setJustReviewed(true);
                }}
              />
            ) : null}
          </div>
        ) : null}
        {application.status === 'Pending' ? (
          <WithdrawControl applicationId={application.id} jobId={job.id} jobTitle={title} />
        ) : null}
        {application.status === 'Rejected' ? (
          <p className="mt-4 rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-3 text-sm text-neutral-700">
            {MESSAGES.applicationRejected}
          </p>
        ) : null}
      </article>
    </Card>
  );
}
