import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { PageHeading, RoleRefusal } from '../../../components/layout/page-heading.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRedirectAfter } from '../../../lib/redirect-after.ts';
import { useSessionState } from '../../../lib/session.ts';
import { JobForm } from '../components/job-form.tsx';
import { jobSavedState } from '../components/job-saved-notice.tsx';
import { useCreateJobPost } from '../queries/use-create-job-post.ts';

function PostJobForm() {
  const navigate = useNavigate();
  const create = useCreateJobPost();
  return (
    <Container className="py-10 sm:py-14">
      <PageHeading
        eyebrow="Employers"
        title="Post a Job"
        intro="Describe the work clearly. New posts are reviewed by our team before they appear in search, usually within a day."
      />
      <div className="mt-8">
        <JobForm
          submitLabel="Post Job"
          isBusy={create.isPending}
          saveError={create.isError ? errorMessage(create.error, MESSAGES.createJobFailed) : null}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (created) => {
                void navigate('/my-job-posts', { state: jobSavedState('posted', created) });
              },
            })
          }
        />
      </div>
    </Container>
  );
}

/** Post a Job /post-job (spec section 2): employers only; anyone else is sent home. */
export function PostJobPage() {
  useDocumentTitle('Post a Job');
  const { session } = useSessionState();
  const isEmployer = session?.claims.role === 'employer';
  // Spec section 6: 'Only employers can post jobs.' and a redirect to '/'.
  useRedirectAfter('/', !isEmployer);
  if (!isEmployer) {
    return (
      <RoleRefusal
        title="Post a Job"
        message={MESSAGES.onlyEmployersPostJobs}
        isSignedIn={session !== null}
        note={<span className="text-sm font-normal">Taking you to the home page…</span>}
      />
    );
  }
  return <PostJobForm />;
}
