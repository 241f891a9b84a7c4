import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/date.ts';
import { ADMIN_LIST_PAGE_SIZE, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { DataTable, EmptyRow, Td, Th } from '../components/data-table.tsx';
import { ListPager, LoadError, TabHeader, TableSkeleton } from '../components/tab-parts.tsx';
import { useAdminFeedback } from '../queries/moderation.ts';

/** Feedback (spec section 2): read-only; a deleted sender reads 'Unknown'. */
export function FeedbackTab({ params }: { params: URLSearchParams }) {
  const page = readPage(params.get('page'));
  const feedback = useAdminFeedback({ page, limit: ADMIN_LIST_PAGE_SIZE });

  let body: ReactNode;
  if (feedback.isPending) body = <TableSkeleton label="Loading feedback" />;
  else if (feedback.isError) {
    body = (
      <LoadError
        error={feedback.error}
        fallback={ADMIN_TEXTS.feedbackLoadFailed}
        onRetry={() => void feedback.refetch()}
      />
    );
  } else {
    const { rows, total } = feedback.data;
    body = (
      <>
        <DataTable caption="Feedback" isBusy={feedback.isFetching}>
          <thead>
            <tr>
              <Th>ID</Th>
              <Th>User</Th>
              <Th>Message</Th>
              <Th>Sent</Th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <EmptyRow columns={4}>No feedback yet.</EmptyRow>
            ) : (
              rows.map((entry) => (
                <tr key={entry.id}>
                  <Td className="tabular-nums">{entry.id}</Td>
                  <Td>{entry.user?.username ?? ADMIN_TEXTS.unknown}</Td>
                  <Td className="min-w-64 whitespace-pre-line">{entry.message}</Td>
                  <Td className="whitespace-nowrap">{formatDateTime(entry.created_at)}</Td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
        <ListPager params={params} page={page} total={total} pageSize={ADMIN_LIST_PAGE_SIZE} />
      </>
    );
  }

  return (
    <div>
      <TabHeader
        title="Feedback"
        intro="What people sent through the Feedback page, newest first."
      />
      {body}
    </div>
  );
}
