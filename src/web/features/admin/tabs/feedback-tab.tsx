import { formatDateTime } from '../../../lib/date.ts';
import { ADMIN_LIST_PAGE_SIZE, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { Td } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { TabHeader } from '../components/tab-parts.tsx';
import { useAdminFeedback } from '../queries/moderation.ts';

/** Feedback (spec section 2): read-only; a deleted sender reads 'Unknown'. */
export function FeedbackTab({ params }: { params: URLSearchParams }) {
  const page = readPage(params.get('page'));
  const feedback = useAdminFeedback({ page, limit: ADMIN_LIST_PAGE_SIZE });

  return (
    <div>
      <TabHeader
        title="Feedback"
        intro="What people sent through the Feedback page, newest first."
      />
      <PagedTable
        query={feedback}
        loadingLabel="Loading feedback"
        loadFailed={ADMIN_TEXTS.feedbackLoadFailed}
        caption="Feedback"
        columns={['ID', 'User', 'Message', 'Sent']}
        empty="No feedback yet."
        renderRow={(entry) => (
          <tr key={entry.id}>
            <Td className="tabular-nums">{entry.id}</Td>
            <Td>{entry.user?.username ?? ADMIN_TEXTS.unknown}</Td>
            <Td className="min-w-64 whitespace-pre-line">{entry.message}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(entry.created_at)}</Td>
          </tr>
        )}
        params={params}
        page={page}
      />
    </div>
  );
}
