import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { BillingOverview } from '../../../../shared/schemas/billing.ts';
import { PageHeading, RoleRefusal } from '../../../components/layout/page-heading.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { RedirectNotice } from '../../../components/ui/redirect-notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useCategories } from '../../../lib/categories-query.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSessionState } from '../../../lib/session.ts';
import { PlanLimitNotice, PostsLeftLine } from '../../billing/components/plan-limit-notice.tsx';
import { billingKeys } from '../../billing/keys.ts';
import { useBilling } from '../../billing/queries.ts';
import { JobForm } from '../components/job-form.tsx';
import { jobSavedState } from '../components/job-saved-notice.tsx';
import { useCreateJobPost } from '../queries/use-create-job-post.ts';

function PostJobForm({ billing }: { billing: BillingOverview | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateJobPost();
  const isAtPlanLimit =
    create.error instanceof ApiError && create.error.code === 'PLAN_LIMIT_REACHED';
  return (
    <>
      {isAtPlanLimit ? (
        <p className="mt-6 text-sm text-neutral-700">
          Your post is kept here.{' '}
          <Link to="/pricing" className={textLinkStyles}>
            See the plans
          </Link>{' '}
          to post more this month.
        </p>
      ) : billing ? (
        <div className="mt-6">
          <PostsLeftLine billing={billing} />
        </div>
      ) : null}
      <div className="mt-8">
        <JobForm
          submitLabel="Post Job"
          isBusy={create.isPending}
          // A 403 PLAN_LIMIT_REACHED (the month's posts ran out since the page loaded) shows
          // here with the API's words, and the form keeps what was typed (docs/decisions/055).
          saveError={create.isError ? errorMessage(create.error, MESSAGES.createJobFailed) : null}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (created) => {
                void queryClient.invalidateQueries({ queryKey: billingKeys.all });
                void navigate('/my-job-posts', { state: jobSavedState('posted', created) });
              },
            })
          }
        />
      </div>
    </>
  );
}

/**
 * The plan's monthly posts (docs/decisions/055) decide, once, whether the form is offered: at the
 * limit the notice takes its place; a later refetch never swaps a form being filled in for the
 * notice (the submit's 403 says it instead). A plan that fails to load leaves the form: the
 * server still checks the limit on submit.
 */
function PostJobBody() {
  const billing = useBilling();
  // The form's category list loads beside the plan, not after it.
  useCategories({ enabled: true });
  const [isAtLimit, setIsAtLimit] = useState<boolean | null>(null);
  if (isAtLimit === null && billing.data) setIsAtLimit(billing.data.posts.left === 0);
  const decided = isAtLimit ?? (billing.isError ? false : null);

  if (decided === null) {
    return (
      <div aria-busy="true" className="mt-8 space-y-4">
        <span className="sr-only">Loading</span>
        <Skeleton className="block h-5 w-64" />
        <Skeleton className="block h-64 w-full" />
      </div>
    );
  }
  if (decided && billing.data) {
    return (
      <div className="mt-8">
        <PlanLimitNotice billing={billing.data} />
      </div>
    );
  }
  return <PostJobForm billing={billing.data} />;
}

/** Post a Job /post-job (spec section 2): employers only; anyone else is sent home. */
export function PostJobPage() {
  useDocumentTitle('Post a Job');
  const { session } = useSessionState();
  const isEmployer = session?.claims.role === 'employer';
  // Spec section 6: 'Only employers can post jobs.' and a redirect to '/'.
  if (!isEmployer) {
    return (
      <RoleRefusal
        title="Post a Job"
        message={MESSAGES.onlyEmployersPostJobs}
        isSignedIn={session !== null}
      >
        <RedirectNotice to="/" destination="the home page" isActive />
      </RoleRefusal>
    );
  }
  return (
    <Container className="py-10 sm:py-14">
      <PageHeading
        eyebrow="Employers"
        title="Post a Job"
        intro="Describe the work clearly. New posts are reviewed by our team before they appear in search, usually within a day."
      />
      <PostJobBody />
    </Container>
  );
}
