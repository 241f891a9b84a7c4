import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { APPLICATION_NOTE_MAX_LENGTH } from '../../../../shared/applications.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useApplicationCheck } from '../queries/use-application-check.ts';
import { useApply } from '../queries/use-apply.ts';

/**
 * 'Apply Now' with its optional note, or 'Already Applied' (spec sections 4 and 6). Its own
 * chunk, loaded by ApplyArea only for a jobseeker: visitors, who are most of a job page's first
 * loads, do not download the form (docs/decisions/026).
 */
export default function JobseekerApply({ job }: { job: JobPost }) {
  const navigate = useNavigate();
  const isOpen = job.status === 'Active' && !job.pending_review;
  const check = useApplicationCheck(job.id, { enabled: isOpen });
  const apply = useApply();
  const [note, setNote] = useState('');

  if (!isOpen) {
    return (
      <Card className="p-5">
        <p className="text-sm text-neutral-700">This job is not accepting applications.</p>
      </Card>
    );
  }
  if (check.data === true) {
    return (
      <Card className="p-5">
        <Button fullWidth size="lg" variant="secondary" disabled>
          <CircleCheck aria-hidden="true" className="size-4 text-success-700" />
          Already Applied
        </Button>
        <p className="mt-3 text-sm text-neutral-600">
          Follow its progress on <TextLink to="/my-applications">My Applications</TextLink>.
        </p>
      </Card>
    );
  }
  const isBusy = check.isPending || apply.isPending;
  return (
    <Card className="p-5">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply.mutate(
            { jobId: job.id, note },
            {
              onSuccess: () => void navigate('/my-applications'),
              // A refusal may mean it was already sent (another tab) or the post filled up.
              onError: () => void check.refetch(),
            },
          );
        }}
        className="space-y-4"
      >
        <h2 className="text-base font-semibold text-neutral-900">Apply for this job</h2>
        {apply.isError ? <Alert>{errorMessage(apply.error, MESSAGES.applyFailed)}</Alert> : null}
        <Field
          label="Note to the employer (optional)"
          hint="Why you fit the job; the employer also sees your profile."
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={note}
              maxLength={APPLICATION_NOTE_MAX_LENGTH}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" fullWidth size="lg" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          Apply Now
        </Button>
      </form>
      {check.isError ? (
        <p className="mt-3 text-sm text-neutral-600">
          We could not check whether you applied already; applying twice is not possible.
        </p>
      ) : null}
    </Card>
  );
}
