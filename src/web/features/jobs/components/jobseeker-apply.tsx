import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  APPLICATION_NOTE_MAX_LENGTH,
  SCREENING_ANSWER_MAX_LENGTH,
} from '../../../../shared/applications.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { JobPost } from '../../../../shared/schemas/jobs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import {
  controlNamed,
  type ProposalErrors,
  type ProposalValues,
  proposalErrors,
  withoutFieldName,
} from '../proposal.ts';
import { useApplicationCheck } from '../queries/use-application-check.ts';
import { useApply } from '../queries/use-apply.ts';
import { ProposalTerms } from './proposal-terms.tsx';

function emptyProposal(job: JobPost): ProposalValues {
  return {
    coverLetter: '',
    rate: '',
    availability: '',
    answers: job.screening_questions.map(() => ''),
  };
}

/**
 * 'Apply Now' with the proposal the post asks for (docs/decisions/033), or 'Already Applied'
 * (spec sections 4 and 6). Its own chunk, loaded by ApplyArea only for a jobseeker: visitors, who
 * are most of a job page's first loads, do not download the form (docs/decisions/026). What was
 * typed stays after a refusal, and the refusal shows beside its field.
 */
export default function JobseekerApply({ job }: { job: JobPost }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [params] = useSearchParams();
  const isOpen = job.status === 'Active' && !job.pending_review;
  const check = useApplicationCheck(job.id, { enabled: isOpen });
  const apply = useApply();
  const [values, setValues] = useState(() => emptyProposal(job));
  const [errors, setErrors] = useState<ProposalErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wantsForm = params.get('apply') === '1';
  const canApply = isOpen && check.data === false;

  // An invitation sends the person here with ?apply=1: the form is the point of the visit.
  useEffect(() => {
    if (!wantsForm || !canApply) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    controlNamed(formRef.current, 'description')?.focus({ preventScroll: true });
  }, [wantsForm, canApply]);

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

  // Each control's name is the API field it fills, so a refusal's `field` finds it.
  const focusField = (field: string) => controlNamed(formRef.current, field)?.focus();

  const update = (changes: Partial<ProposalValues>) => {
    setValues((current) => ({ ...current, ...changes }));
  };

  const submit = () => {
    const found = proposalErrors(values, job);
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      focusField(first);
      return;
    }
    apply.mutate(
      { jobId: job.id, proposal: values },
      {
        onSuccess: () => void navigate('/my-applications'),
        onError: (error) => {
          // A refusal about one value shows beside it; any other may mean it was already sent
          // (another tab) or the post filled up.
          if (error instanceof ApiError && error.field && error.serverMessage) {
            const field = error.field;
            setErrors({ [field]: withoutFieldName(error.serverMessage, field) });
            focusField(field);
            return;
          }
          setFormError(errorMessage(error, MESSAGES.applyFailed));
          void check.refetch();
        },
      },
    );
  };

  const minLetter = job.min_cover_letter;
  const letterLength = values.coverLetter.trim().length;
  const isBusy = check.isPending || apply.isPending;
  return (
    <Card className="p-5 sm:p-6">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-5"
      >
        <div>
          <h2 ref={headingRef} className="text-lg font-semibold text-neutral-900">
            Apply for this job
          </h2>
          <p className="mt-1 text-sm text-neutral-600">
            The employer sees your proposal beside your profile.
          </p>
        </div>
        {formError ? <Alert>{formError}</Alert> : null}
        <Field
          label={minLetter > 0 ? 'Cover letter' : 'Cover letter (optional)'}
          hint={
            <span className="flex justify-between gap-3">
              <span>
                {minLetter > 0
                  ? `At least ${minLetter} characters: why you fit this job.`
                  : 'Why you fit this job.'}
              </span>
              <span className="shrink-0 tabular-nums">
                {letterLength} / {APPLICATION_NOTE_MAX_LENGTH}
              </span>
            </span>
          }
          error={errors.description}
        >
          {(control) => (
            <Textarea
              {...control}
              name="description"
              rows={6}
              value={values.coverLetter}
              maxLength={APPLICATION_NOTE_MAX_LENGTH}
              onChange={(event) => update({ coverLetter: event.target.value })}
            />
          )}
        </Field>
        <ProposalTerms values={values} errors={errors} onChange={update} />
        {job.screening_questions.length > 0 ? (
          <fieldset className="space-y-4">
            <legend className="text-sm font-semibold text-neutral-900">
              Questions from the employer
            </legend>
            {job.screening_questions.map((question, i) => (
              <Field key={question} label={question} error={errors[`answers.${i}`]}>
                {(control) => (
                  <Textarea
                    {...control}
                    name={`answers.${i}`}
                    rows={3}
                    value={values.answers[i] ?? ''}
                    maxLength={SCREENING_ANSWER_MAX_LENGTH}
                    onChange={(event) =>
                      update({
                        answers: values.answers.map((a, j) => (j === i ? event.target.value : a)),
                      })
                    }
                  />
                )}
              </Field>
            ))}
            {errors.answers ? (
              <p className="text-sm font-medium text-danger-700">{errors.answers}</p>
            ) : null}
          </fieldset>
        ) : null}
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
