import { MessageSquareQuote } from 'lucide-react';
import { MESSAGES } from '../../../shared/messages.ts';
import { useUserReviews } from '../../lib/user-reviews-query.ts';
import { RetryAlert } from '../ui/alert.tsx';
import { Card } from '../ui/card.tsx';
import { LocalDate } from '../ui/local-date.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { TextLink } from '../ui/text-link.tsx';
import { StarRating } from './rating.tsx';

/** How many reviews a profile shows before 'View all reviews'. */
const SHOWN_REVIEWS = 5;

type ReviewsSectionProps = {
  userId: number;
  /** The viewer's zone for the dates (spec section 5), when known. */
  timeZone?: string | null;
};

/** The latest reviews a person received, with a link to all of them (/reviews/{id}). */
export function ReviewsSection({ userId, timeZone }: ReviewsSectionProps) {
  const reviews = useUserReviews(userId);
  const headingId = `reviews-heading-${userId}`;

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
            Reviews
          </h2>
          <TextLink to={`/reviews/${userId}`} className="text-sm">
            View all reviews
          </TextLink>
        </div>
        <div className="mt-4">
          {reviews.isPending ? (
            <div aria-busy="true" className="space-y-3">
              <span className="sr-only">Loading reviews</span>
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : reviews.isError ? (
            <RetryAlert onRetry={() => void reviews.refetch()}>
              {MESSAGES.reviewsLoadFailed}
            </RetryAlert>
          ) : reviews.data.length === 0 ? (
            <div className="flex items-center gap-3 rounded-lg border border-dashed border-neutral-300 px-4 py-6 text-sm text-neutral-600">
              <MessageSquareQuote aria-hidden="true" className="size-5 shrink-0 text-neutral-400" />
              <p>{MESSAGES.noReviewsYet}</p>
            </div>
          ) : (
            <ul className="divide-y divide-neutral-200">
              {reviews.data.slice(0, SHOWN_REVIEWS).map((review) => (
                <li key={review.id} className="py-4 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <StarRating rating={review.rating} />
                    <p className="text-xs text-neutral-600">
                      <LocalDate value={review.created_at} zone={timeZone ?? null} />
                    </p>
                  </div>
                  <p className="mt-2 text-sm whitespace-pre-line text-neutral-800">
                    {review.comment}
                  </p>
                  <p className="mt-1 text-sm font-medium text-neutral-600">
                    {review.reviewer?.username ?? MESSAGES.anonymousReviewer}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </Card>
  );
}
