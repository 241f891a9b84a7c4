import { Plus, X } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import {
  MIN_COVER_LETTER_MAX,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_QUESTIONS_MAX,
} from '../../../../shared/applications.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { JobFormValues } from './job-form.tsx';

const WHOLE = /^\d+$/;

/**
 * What applicants are asked (docs/decisions/033): up to five screening questions and the shortest
 * cover letter accepted. Part of the job form, so it is saved with the post.
 */
export function ApplyQuestions({ form }: { form: UseFormReturn<JobFormValues> }) {
  const { register, control, formState } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  const isFull = questions.fields.length >= SCREENING_QUESTIONS_MAX;
  return (
    <Card className="grid gap-8 p-5 sm:p-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
      <div className="space-y-5">
        <div>
          <h2 className="text-base font-semibold text-neutral-900">Applying</h2>
          <p className="mt-1 text-sm text-neutral-600">
            Ask for what helps you choose, and nothing more: every question makes applying longer.
          </p>
        </div>
        <Field
          label="Minimum cover letter length"
          hint="In characters; 0 makes the cover letter optional."
          error={formState.errors.min_cover_letter?.message}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              inputMode="numeric"
              autoComplete="off"
              className="sm:max-w-40"
              {...register('min_cover_letter', {
                validate: (value) => {
                  const text = value.trim() || '0';
                  return (
                    (WHOLE.test(text) && Number(text) <= MIN_COVER_LETTER_MAX) ||
                    MESSAGES.minCoverLetterInvalid
                  );
                },
              })}
            />
          )}
        </Field>
      </div>
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-medium text-neutral-800">
          Screening questions (optional, up to {SCREENING_QUESTIONS_MAX})
        </legend>
        {questions.fields.length === 0 ? (
          <p className="text-sm text-neutral-600">
            No questions: applicants send a cover letter, a rate and their hours.
          </p>
        ) : null}
        <ol className="space-y-3">
          {questions.fields.map((field, i) => (
            <li key={field.id} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <Field
                  label={`Question ${i + 1}`}
                  error={formState.errors.questions?.[i]?.text?.message}
                >
                  {(controlProps) => (
                    <Input
                      {...controlProps}
                      autoComplete="off"
                      maxLength={SCREENING_QUESTION_MAX_LENGTH + 50}
                      placeholder="e.g. Which help desk tools have you used?"
                      {...register(`questions.${i}.text`, {
                        validate: (value) =>
                          value.trim().length <= SCREENING_QUESTION_MAX_LENGTH ||
                          MESSAGES.screeningQuestionsInvalid,
                      })}
                    />
                  )}
                </Field>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="mt-7 shrink-0"
                aria-label={`Remove question ${i + 1}`}
                onClick={() => questions.remove(i)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          disabled={isFull}
          onClick={() => questions.append({ text: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a question
        </Button>
      </fieldset>
    </Card>
  );
}
