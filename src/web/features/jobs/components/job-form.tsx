import { LoaderCircle } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { jobPostFindings } from '../../../../shared/job-post-risks.ts';
import {
  JOB_DESCRIPTION_MIN_TEXT,
  JOB_DESCRIPTION_TEMPLATE,
  JOB_TYPES,
} from '../../../../shared/jobs.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import {
  type JobCreateInput,
  type JobPost,
  jobCreateSchema,
} from '../../../../shared/schemas/jobs.ts';
import { parseSkills } from '../../../../shared/skills.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { AmountInput, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import { htmlToLines, htmlToText } from '../../../lib/job-text.ts';
import { describeChecks } from '../description-checks.ts';
import { ApplyQuestions } from './apply-questions.tsx';
import { checklistItemIds, DescriptionChecklist } from './description-checklist.tsx';
import {
  OverlapSection,
  overlapDefaults,
  overlapInput,
  overlapProblem,
} from './overlap-section.tsx';
import { findingsTitle, PostFindings } from './post-findings.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

export type JobFormValues = {
  title: string;
  location: string;
  salary: string;
  job_type: string;
  category_id: string;
  skills: string;
  /** What the apply form asks (docs/decisions/033). */
  questions: { text: string }[];
  min_cover_letter: string;
  /** Working hours overlap (docs/decisions/051): '' hours is none. */
  overlap_hours: string;
  overlap_timezone: string;
  overlap_start: string;
  overlap_end: string;
};

/** The first message of a shared schema for one value, or true when it passes. */
function check(schema: z.ZodType, value: unknown): true | string {
  const result = schema.safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? MESSAGES.jobSalaryInvalid);
}

function defaultsFrom(post: JobPost | undefined): JobFormValues {
  return {
    title: post?.title ?? '',
    location: post?.location ?? '',
    salary: post?.salary === null || post?.salary === undefined ? '' : String(post.salary),
    job_type: post?.job_type ?? JOB_TYPES[0],
    category_id: post?.category_id ? String(post.category_id) : '',
    skills: post?.required_skills.join(', ') ?? '',
    questions: (post?.screening_questions ?? []).map((text) => ({ text })),
    min_cover_letter: String(post?.min_cover_letter ?? 0),
    ...overlapDefaults(post),
  };
}

type JobFormProps = {
  /** The post being edited; a new post starts from the four template headings. */
  post?: JobPost;
  submitLabel: string;
  isBusy: boolean;
  /** The server's message or the spec's fallback after a failed save. */
  saveError: string | null;
  onSubmit: (input: JobCreateInput) => void;
  onCancel?: () => void;
};

/**
 * Post a Job and Edit (spec section 2): fields on the left, the description editor on the right.
 * The rules are the shared schema's (src/shared/schemas/jobs.ts); the server checks them again.
 */
export function JobForm({
  post,
  submitLabel,
  isBusy,
  saveError,
  onSubmit,
  onCancel,
}: JobFormProps) {
  const isEdit = post !== undefined;
  const descriptionLabelId = useId();
  const descriptionEditorId = useId();
  const hintsId = useId();
  const descriptionErrorId = useId();
  const categories = useCategories({ enabled: true });
  const [descriptionHtml, setDescriptionHtml] = useState(
    () => post?.description ?? JOB_DESCRIPTION_TEMPLATE,
  );
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const descriptionText = htmlToText(descriptionHtml);
  const textLength = descriptionText.length;

  const form = useForm<JobFormValues>({
    defaultValues: defaultsFrom(post),
    reValidateMode: 'onChange',
  });
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    watch,
    formState: { errors },
  } = form;
  // The posting rules, checked as the employer types by the detector the server runs on save
  // (docs/decisions/045): the same title and text give the same sentences. It runs in a deferred
  // render (the first one checks empty text), so neither the first paint nor a keystroke waits
  // for it: its first call compiles the rules.
  const title = useDeferredValue(watch('title'), '');
  const checkedHtml = useDeferredValue(descriptionHtml, '');
  const findings = useMemo(
    () => jobPostFindings(title, htmlToLines(checkedHtml)),
    [title, checkedHtml],
  );
  const checks = useMemo(
    () => describeChecks(descriptionText, findings),
    [descriptionText, findings],
  );

  const checkDescription = (length: number): string | null =>
    length < JOB_DESCRIPTION_MIN_TEXT ? MESSAGES.jobDescriptionTooShort : null;

  const submit = handleSubmit(
    (values) => {
      const problem = checkDescription(textLength);
      setDescriptionError(problem);
      const overlapError = overlapProblem(values);
      if (overlapError) {
        setError('overlap_hours', { message: overlapError }, { shouldFocus: true });
        return;
      }
      // Spec section 5, Edit job: one message when the title or the description is missing.
      setFormError(isEdit && textLength === 0 ? MESSAGES.jobTitleAndDescriptionRequired : null);
      if (problem) {
        document.getElementById(descriptionLabelId)?.scrollIntoView({ block: 'center' });
        return;
      }
      onSubmit({
        title: values.title.trim(),
        description: descriptionHtml,
        location: values.location.trim() || null,
        salary: Number(values.salary.trim()),
        job_type: values.job_type as JobCreateInput['job_type'],
        category_id: values.category_id ? Number(values.category_id) : null,
        required_skills: parseSkills(values.skills),
        screening_questions: values.questions.map((q) => q.text.trim()).filter(Boolean),
        min_cover_letter: Number(values.min_cover_letter.trim() || '0'),
        ...overlapInput(values),
      });
    },
    () => {
      setDescriptionError(checkDescription(textLength));
      const isMissing = getValues('title').trim() === '' || textLength === 0;
      setFormError(isEdit && isMissing ? MESSAGES.jobTitleAndDescriptionRequired : null);
    },
  );

  const descriptionDescribedBy = [
    descriptionError ? descriptionErrorId : null,
    ...checklistItemIds(hintsId, checks),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {formError ? <Alert>{formError}</Alert> : null}
      {saveError ? <Alert>{saveError}</Alert> : null}
      <Card className="grid gap-8 p-5 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
        <div className="space-y-5">
          <Field label="Job title" error={errors.title?.message}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={200}
                placeholder="e.g. Virtual Bookkeeper"
                {...register('title', {
                  validate: (value) => check(jobCreateSchema.shape.title, value),
                })}
              />
            )}
          </Field>
          <Field
            label="Location"
            hint="Leave empty for remote work."
            error={errors.location?.message}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                placeholder="e.g. Remote, Manila"
                {...register('location', {
                  validate: (value) => check(jobCreateSchema.shape.location, value),
                })}
              />
            )}
          </Field>
          <Field label="Salary (USD per hour)" error={errors.salary?.message}>
            {(control) => (
              <AmountInput
                prefix="$"
                {...control}
                inputMode="decimal"
                placeholder="0.00"
                {...register('salary', {
                  // An empty box asks for the amount; a wrong one gets the rule (docs/decisions/040).
                  validate: (value) =>
                    value.trim() === ''
                      ? MESSAGES.jobSalaryRequired
                      : check(jobCreateSchema.shape.salary, value),
                })}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <Field label="Job type" error={errors.job_type?.message}>
              {(control) => (
                <Select {...control} {...register('job_type')}>
                  {JOB_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label="Category"
              error={categories.isError ? MESSAGES.categoriesLoadFailed : undefined}
            >
              {(control) => (
                <Select {...control} disabled={categories.isPending} {...register('category_id')}>
                  <option value="">{categories.isPending ? 'Loading...' : 'No category'}</option>
                  {(categories.data ?? []).map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                  {/* The post's category stays selectable while the list loads or if it is gone. */}
                  {post?.category && !categories.data?.some((c) => c.id === post.category?.id) ? (
                    <option value={post.category.id}>{post.category.name}</option>
                  ) : null}
                </Select>
              )}
            </Field>
          </div>
          <Field
            label="Required skills"
            hint="Separate skills with commas, e.g. Excel, QuickBooks."
            error={errors.skills?.message}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                {...register('skills', {
                  validate: (value) => check(jobCreateSchema.shape.required_skills, value),
                })}
              />
            )}
          </Field>
        </div>

        <div className="min-w-0 space-y-3">
          <div>
            {/* A label cannot focus a contenteditable by itself, so the click does it; a
                keyboard never reaches a label (Tab goes straight into the editor). */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
            <label
              id={descriptionLabelId}
              htmlFor={descriptionEditorId}
              onClick={() => document.getElementById(descriptionEditorId)?.focus()}
              className="text-sm font-medium text-neutral-800"
            >
              Job description
            </label>
          </div>
          <RichTextEditor
            labelId={descriptionLabelId}
            editorId={descriptionEditorId}
            initialHtml={descriptionHtml}
            onChange={(html) => {
              setDescriptionHtml(html);
              if (descriptionError) setDescriptionError(checkDescription(htmlToText(html).length));
            }}
            aria-describedby={descriptionDescribedBy}
            aria-invalid={descriptionError ? true : undefined}
            startInFirstSection={!isEdit}
          />
          {descriptionError ? (
            <p id={descriptionErrorId} className="text-sm font-medium text-danger-700">
              {descriptionError}
            </p>
          ) : null}
          <DescriptionChecklist id={hintsId} checks={checks} />
          <PostFindings
            findings={findings}
            title={findingsTitle(findings)}
            note={`${MESSAGES.jobPostHeldNote} You can post it as it is, or rewrite these sentences first.`}
          />
        </div>
      </Card>
      <OverlapSection form={form} />
      <ApplyQuestions form={form} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="lg" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
