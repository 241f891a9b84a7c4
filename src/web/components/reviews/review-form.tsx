import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  REVIEW_DEFAULT_RATING,
  type ReviewCreate,
  type ReviewCreateInput,
  reviewCreateSchema,
} from '../../../shared/schemas/reviews.ts';
import { errorMessage } from '../../lib/api.ts';
import { useCreateReview } from '../../lib/create-review-mutation.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { TextareaField } from '../ui/textarea.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

type ReviewFormProps = {
  jobApplicationId: number;
  /** Whom the review is about, for the heading ('Review acme_corp'). */
  subjectName: string;
  onCancel: () => void;
  onReviewed: () => void;
};

/** The review form of spec sections 2 and 5: 1-5 stars (default 5) and a comment. */
export function ReviewForm({
  jobApplicationId,
  subjectName,
  onCancel,
  onReviewed,
}: ReviewFormProps) {
  const create = useCreateReview();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewCreateInput, unknown, ReviewCreate>({
    resolver: zodResolver(reviewCreateSchema),
    defaultValues: {
      job_application_id: jobApplicationId,
      rating: REVIEW_DEFAULT_RATING,
      comment: '',
    },
  });

  const onSubmit = handleSubmit((input) => {
    create.mutate(input, { onSuccess: onReviewed });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Review ${subjectName}`}
      className="space-y-4 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
    >
      <p className="text-sm font-semibold text-neutral-900">Review {subjectName}</p>
      {create.isError ? (
        <Alert>{errorMessage(create.error, MESSAGES.reviewSubmitFailed)}</Alert>
      ) : null}
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            legend="Rating"
            value={Number(field.value)}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextareaField
        label="Comment"
        error={errors.comment?.message}
        {...register('comment')}
        rows={4}
        maxLength={2000}
        placeholder="What was it like to work together?"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          Submit Review
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
