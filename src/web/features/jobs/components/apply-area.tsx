import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { Session } from '../../../lib/session.ts';

const JobseekerApply = lazy(() => import('./jobseeker-apply.tsx'));

/** The apply card's place while its chunk loads: the height of 'Apply Now' with its note. */
function ApplySkeleton() {
  return (
    <Card className="space-y-4 p-5" aria-busy="true">
      <Skeleton className="block h-5 w-40" />
      <Skeleton className="block h-24 w-full" />
      <Skeleton className="block h-11 w-full" />
    </Card>
  );
}

function VisitorApply() {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-neutral-900">Interested in this job?</h2>
      <p className="mt-1 text-sm text-neutral-600">Log in or register as a jobseeker to apply.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/login" className={buttonStyles({ size: 'md' })}>
          Login to Apply
        </Link>
        <Link
          to="/register/jobseeker"
          className={buttonStyles({ variant: 'secondary', size: 'md' })}
        >
          Register as a Jobseeker
        </Link>
      </div>
    </Card>
  );
}

type ApplyAreaProps = { job: JobPost; session: Session | null; isOwner: boolean };

/**
 * The Apply area of /jobs/{id} (spec sections 2, 4 and 6): 'Login to Apply' for visitors, 'Apply
 * Now' or 'Already Applied' for jobseekers, the refusal for everyone else. The owner gets none.
 */
export function ApplyArea({ job, session, isOwner }: ApplyAreaProps) {
  if (session === null) return <VisitorApply />;
  if (isOwner) return null;
  if (session.claims.role !== 'jobseeker') {
    return <Alert tone="info">{MESSAGES.onlyJobseekersCanApply}</Alert>;
  }
  return (
    <Suspense fallback={<ApplySkeleton />}>
      <JobseekerApply job={job} />
    </Suspense>
  );
}
