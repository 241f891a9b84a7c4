import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PageHeading, RoleRefusal } from '../../../components/layout/page-heading.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSessionState } from '../../../lib/session.ts';
import { JobForm } from '../components/job-form.tsx';
import { jobSavedState } from '../components/job-saved-notice.tsx';
import { parseJobId } from '../job-id.ts';
import { useJobPost } from '../queries/use-job-post.ts';
import { useUpdateJobPost } from '../queries/use-update-job-post.ts';

function EditJob({ jobId }: { jobId: number | null }) {
  const navigate = useNavigate();
  const post = useJobPost(jobId);
  const update = useUpdateJobPost();
  const back = () => void navigate('/my-job-posts');

  let body: ReactNode;
  if (
    jobId === null ||
    (post.isError && post.error instanceof ApiError && post.error.status === 404)
  ) {
    body = (
      <Alert action={<TextLink to="/my-job-posts">My Job Posts</TextLink>}>
        {MESSAGES.jobNotFound}
      </Alert>
    );
  } else if (post.isError) {
    body = <Alert>{errorMessage(post.error, MESSAGES.jobDetailsLoadFailed)}</Alert>;
  } else if (post.isPending) {
    body = (
      <Card aria-busy="true" className="grid gap-6 p-6 lg:grid-cols-[2fr_3fr]">
        <span className="sr-only">Loading...</span>
        <div className="space-y-4">
          <Skeleton className="block h-11 w-full" />
          <Skeleton className="block h-11 w-full" />
          <Skeleton className="block h-11 w-full" />
        </div>
        <Skeleton className="block h-96 w-full" />
      </Card>
    );
  } else {
    body = (
      <JobForm
        post={post.data}
        submitLabel="Save Changes"
        onCancel={back}
        isBusy={update.isPending}
        saveError={update.isError ? errorMessage(update.error, MESSAGES.updateJobFailed) : null}
        onSubmit={(changes) =>
          update.mutate(
            { id: post.data.id, changes },
            {
              onSuccess: (saved) => {
                void navigate('/my-job-posts', { state: jobSavedState('updated', saved) });
              },
            },
          )
        }
      />
    );
  }

  return (
    <Container className="py-10 sm:py-14">
      <PageHeading
        eyebrow="My Job Posts"
        title="Edit Job Post"
        intro="Saved changes are reviewed again before the post shows in search."
      />
      <div className="mt-8">{body}</div>
    </Container>
  );
}

/** Edit a job post /my-job-posts/{id}/edit: the Post a Job form, filled in, for the owner. */
export function EditJobPage() {
  useDocumentTitle('Edit Job Post');
  const { session } = useSessionState();
  const params = useParams();
  if (session?.claims.role !== 'employer') {
    return (
      <RoleRefusal
        title="Edit Job Post"
        message={MESSAGES.onlyForEmployers}
        isSignedIn={session !== null}
      />
    );
  }
  return <EditJob jobId={parseJobId(params.id)} />;
}
