import { useState } from 'react';
import { COMPLAINT_CATEGORY_LABELS } from '../../../../shared/complaint-categories.ts';
import {
  ComplaintStatusBadge,
  ComplaintTarget,
} from '../../../components/complaints/complaint-parts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/date.ts';
import type { Complaint } from '../admin-schemas.ts';
import { ADMIN_LIST_PAGE_SIZE, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { BreakableText, Td } from '../components/data-table.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import {
  complaintTargetType,
  ResolveComplaintDialog,
} from '../components/resolve-complaint-dialog.tsx';
import { TabHeader } from '../components/tab-parts.tsx';
import { useAdminComplaints } from '../queries/moderation.ts';

const TARGET_KINDS = { job_post: 'Job post', profile: 'Profile' } as const;

/**
 * Complaints (spec section 2): who, against what, why, where it stands; Resolve when Pending,
 * with an action on the target (docs/decisions/042). Seven columns that fit beside the sidebar
 * at 1280 px: the filing date sits under the complainant.
 */
export function ComplaintsTab({ params }: { params: URLSearchParams }) {
  const page = readPage(params.get('page'));
  const complaints = useAdminComplaints({ page, limit: ADMIN_LIST_PAGE_SIZE });
  const status = useActionStatus();
  const [resolving, setResolving] = useState<Complaint | null>(null);

  return (
    <div>
      <TabHeader
        title="Complaints"
        intro="Reports against job posts and profiles. Resolving may unpublish or delete the post or block the person; the complainant is told the decision by e-mail and on their reports page."
      />
      <ActionStatus status={status.status} onDismiss={status.clear} />
      <PagedTable
        query={complaints}
        loadingLabel="Loading complaints"
        loadFailed={ADMIN_TEXTS.complaintsLoadFailed}
        caption="Complaints"
        columns={[
          'ID',
          'Complainant',
          'Target',
          'Reason',
          'Status',
          'Resolution comment',
          'Actions',
        ]}
        empty="No complaints."
        renderRow={(complaint) => {
          const kind = complaintTargetType(complaint);
          return (
            <tr key={complaint.id}>
              <Td className="tabular-nums">{complaint.id}</Td>
              <Td className="min-w-36 break-words">
                {complaint.complainant ? (
                  <BreakableText text={complaint.complainant.username} />
                ) : (
                  ADMIN_TEXTS.unknown
                )}
                <div className="text-xs whitespace-nowrap text-neutral-600">
                  Filed {formatDate(complaint.created_at)}
                </div>
              </Td>
              <Td className="min-w-36 break-words">
                {kind ? <div className="text-xs text-neutral-600">{TARGET_KINDS[kind]}</div> : null}
                <ComplaintTarget complaint={complaint} fallback={ADMIN_TEXTS.unknown} />
              </Td>
              <Td className="min-w-40 break-words">
                {complaint.category ? (
                  <div className="text-xs font-medium text-neutral-700">
                    {COMPLAINT_CATEGORY_LABELS[complaint.category]}
                  </div>
                ) : null}
                <div className="whitespace-pre-line">{complaint.reason}</div>
              </Td>
              <Td>
                <ComplaintStatusBadge status={complaint.status} />
              </Td>
              <Td className="min-w-32 break-words whitespace-pre-line">
                {complaint.resolution_comment || '—'}
              </Td>
              <Td>
                {complaint.status === 'Pending' ? (
                  <Button
                    size="sm"
                    onClick={() => setResolving(complaint)}
                    aria-label={`Resolve complaint #${complaint.id}`}
                  >
                    Resolve
                  </Button>
                ) : null}
              </Td>
            </tr>
          );
        }}
        params={params}
        page={page}
      />
      <ResolveComplaintDialog
        complaint={resolving}
        onClose={() => setResolving(null)}
        onDone={(decision, action) =>
          status.succeed(ADMIN_TEXTS.complaintResolved(decision, action))
        }
      />
    </div>
  );
}
