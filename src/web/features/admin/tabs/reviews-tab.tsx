import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { textLinkStyles } from '../../../components/ui/text-link.tsx';
import { formatDate } from '../../../lib/date.ts';
import type { AdminReview } from '../admin-schemas.ts';
import { ADMIN_LIST_PAGE_SIZE, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { Td } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { TabHeader } from '../components/tab-parts.tsx';
import { useAdminReviews, useDeleteReview } from '../queries/moderation.ts';

/** Reviews (spec section 2): id, rating, comment, reviewer ('Anonymous' fallback), delete. */
export function ReviewsTab({ params }: { params: URLSearchParams }) {
  const page = readPage(params.get('page'));
  const reviews = useAdminReviews({ page, limit: ADMIN_LIST_PAGE_SIZE });
  const status = useActionStatus();
  const remove = useDeleteReview();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const askDelete = (review: AdminReview) =>
    setConfirm({
      title: `Delete review #${review.id}?`,
      message: `The review by ${review.reviewer?.username ?? ADMIN_TEXTS.anonymous} is removed and the average rating of ${review.reviewee?.username ?? 'its subject'} is worked out again. This action cannot be undone.`,
      confirmLabel: 'Delete review',
      isDestructive: true,
      onConfirm: () =>
        void status.run(
          () => remove.mutateAsync(review.id),
          () => ADMIN_TEXTS.reviewDeleted,
          ADMIN_TEXTS.deleteReviewFailed,
        ),
    });

  return (
    <div>
      <TabHeader title="Reviews" intro="Reviews left after accepted applications, newest first." />
      <ActionStatus status={status.status} onDismiss={status.clear} />
      <PagedTable
        query={reviews}
        loadingLabel="Loading reviews"
        loadFailed={ADMIN_TEXTS.reviewsLoadFailed}
        caption="Reviews"
        columns={['ID', 'Rating', 'Comment', 'Reviewer', 'About', 'Date', 'Actions']}
        empty="No reviews yet."
        renderRow={(review) => (
          <tr key={review.id}>
            <Td className="tabular-nums">{review.id}</Td>
            <Td className="whitespace-nowrap">{review.rating} / 5</Td>
            <Td className="min-w-56 whitespace-pre-line">{review.comment}</Td>
            <Td>{review.reviewer?.username ?? ADMIN_TEXTS.anonymous}</Td>
            <Td>
              {review.reviewee ? (
                <Link to={`/users/${review.reviewee.id}`} className={textLinkStyles}>
                  {review.reviewee.username}
                </Link>
              ) : (
                ADMIN_TEXTS.unknown
              )}
            </Td>
            <Td className="whitespace-nowrap">{formatDate(review.created_at)}</Td>
            <Td>
              <Button
                variant="danger"
                size="sm"
                onClick={() => askDelete(review)}
                aria-label={`Delete review #${review.id}`}
              >
                Delete
              </Button>
            </Td>
          </tr>
        )}
        params={params}
        page={page}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
