import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessageSquareQuote } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { AverageRating, StarRating } from '../../../components/profile/rating.tsx';
import { UserAvatar } from '../../../components/profile/user-avatar.tsx';
import { Alert, RetryAlert } from '../../../components/ui/alert.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { LocalDate } from '../../../components/ui/local-date.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatLongDateTime } from '../../../lib/date.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { profileQueryOptions } from '../../../lib/profile-query.ts';
import { usePublicProfile } from '../../../lib/public-profile-query.ts';
import { useSessionState } from '../../../lib/session.ts';
import { useUserReviews } from '../../../lib/user-reviews-query.ts';

/** A positive whole number as the URL gives it, else null ('Invalid user ID.'). */
function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function Frame({
  heading,
  intro,
  children,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      {intro}
      <h1 className="text-3xl font-bold tracking-tight break-words text-neutral-900">{heading}</h1>
      <div className="mt-8">{children}</div>
    </Container>
  );
}

function LoadingList() {
  return (
    <ul aria-busy="true" className="space-y-4">
      <li className="sr-only">Loading...</li>
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Card className="space-y-3 p-5">
            <Skeleton className="block h-4 w-28" />
            <Skeleton className="block h-4 w-full" />
            <Skeleton className="block h-4 w-1/3" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Reviews of a user /reviews/{id} (spec section 2): rating out of 5, comment, reviewer, date. */
export function ReviewsPage() {
  const params = useParams();
  const userId = parseUserId(params.id);
  const { session } = useSessionState();
  const person = usePublicProfile(userId);
  const reviews = useUserReviews(userId ?? undefined);
  const viewer = useQuery({
    ...profileQueryOptions(session?.claims.sub ?? ''),
    enabled: session !== null && session.claims.role !== 'admin',
  });
  const timeZone = viewer.data?.timezone ?? null;
  const name = person.data?.username;
  useDocumentTitle(name ? `Reviews of ${name}` : 'Reviews');

  if (userId === null) {
    return (
      <Frame heading="Reviews">
        <Alert>{MESSAGES.invalidUserId}</Alert>
      </Frame>
    );
  }
  if (person.error instanceof ApiError && person.error.status === 404) {
    return (
      <Frame heading="Reviews">
        <Alert action={<TextLink to="/find-talent">Find Talent</TextLink>}>
          {MESSAGES.profileNotFound}
        </Alert>
      </Frame>
    );
  }

  const back = (
    <TextLink
      to={`/users/${userId}`}
      className="mb-6 inline-flex items-center gap-1.5 text-sm text-neutral-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {name ? `Back to ${name}’s profile` : 'Back to the profile'}
    </TextLink>
  );

  let list: ReactNode;
  if (reviews.isPending) {
    list = <LoadingList />;
  } else if (reviews.isError) {
    list = (
      <RetryAlert onRetry={() => void reviews.refetch()}>{MESSAGES.reviewsLoadFailed}</RetryAlert>
    );
  } else if (reviews.data.length === 0) {
    list = (
      <Card className="flex items-center gap-3 px-5 py-8 text-sm text-neutral-600">
        <MessageSquareQuote aria-hidden="true" className="size-5 shrink-0 text-neutral-400" />
        <p>{MESSAGES.noReviewsYet}</p>
      </Card>
    );
  } else {
    list = (
      <ul className="space-y-4">
        {reviews.data.map((review) => (
          <li key={review.id}>
            <Card className="p-5">
              <article
                aria-label={`Review by ${review.reviewer?.username ?? MESSAGES.anonymousReviewer}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
                    <StarRating rating={review.rating} />
                    <span>{review.rating} out of 5</span>
                  </p>
                  <p className="text-xs text-neutral-600">
                    <LocalDate
                      value={review.created_at}
                      zone={timeZone}
                      format={formatLongDateTime}
                    />
                  </p>
                </div>
                <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-neutral-800">
                  {review.comment}
                </p>
                <p className="mt-3 text-sm font-medium text-neutral-600">
                  — {review.reviewer?.username ?? MESSAGES.anonymousReviewer}
                </p>
              </article>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  const count = reviews.data?.length;
  return (
    <Frame
      intro={back}
      heading={
        name ? (
          <>
            Reviews of <BreakableText text={name} />
          </>
        ) : (
          'Reviews'
        )
      }
    >
      {person.data ? (
        <Card className="mb-6 flex items-center gap-4 p-5">
          <UserAvatar
            username={person.data.username}
            src={person.data.avatar}
            size="md"
            className="ring-0"
          />
          <div className="min-w-0">
            <AverageRating value={person.data.average_rating} />
            {count !== undefined ? (
              <p className="mt-0.5 text-sm text-neutral-600">
                {count === 1 ? '1 review' : `${count} reviews`}
              </p>
            ) : null}
          </div>
        </Card>
      ) : null}
      {list}
    </Frame>
  );
}
