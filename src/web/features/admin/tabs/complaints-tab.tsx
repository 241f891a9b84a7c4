import { useState } from 'react';
import {
  ComplaintStatusBadge,
  ComplaintTarget,
} from '../../../components/complaints/complaint-parts.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { formatDate } from '../../../lib/date.ts';
import {
  COMPLAINT_DECISIONS,
  type Complaint,
  type ComplaintStatusChoice,
} from '../admin-schemas.ts';
import { ADMIN_LIST_PAGE_SIZE, readPage } from '../admin-tabs.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { Td } from '../components/data-table.tsx';
import { FormDialog } from '../components/form-dialog.tsx';
import { PagedTable } from '../components/paged-table.tsx';
import { TabHeader } from '../components/tab-parts.tsx';
import { useAdminComplaints, useResolveComplaint } from '../queries/moderation.ts';

/** Resolve: status Resolved or Rejected, and a comment the complainant is told (spec sections 4, 5). */
function ResolveDialog({
  complaint,
  onClose,
  onDone,
}: {
  complaint: Complaint | null;
  onClose: () => void;
  onDone: (status: ComplaintStatusChoice) => void;
}) {
  const [decision, setDecision] = useState<ComplaintStatusChoice | ''>('');
  const [comment, setComment] = useState('');
  const resolve = useResolveComplaint();
  const reset = () => {
    setDecision('');
    setComment('');
  };
  return (
    <FormDialog
      isOpen={complaint !== null}
      onClose={() => {
        reset();
        onClose();
      }}
      title={`Resolve complaint #${complaint?.id ?? ''}`}
      description={complaint ? `“${complaint.reason}”` : undefined}
      submitLabel="Save decision"
      failure={ADMIN_TEXTS.resolveComplaintFailed}
      onSubmit={async () => {
        if (!complaint) return undefined;
        if (decision === '') return ADMIN_TEXTS.statusRequired;
        await resolve.mutateAsync({ id: complaint.id, status: decision, comment: comment.trim() });
        onDone(decision);
        reset();
        return undefined;
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-neutral-800">Decision</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {COMPLAINT_DECISIONS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-neutral-800">
              <input
                type="radio"
                name="complaint-status"
                value={option}
                checked={decision === option}
                onChange={() => setDecision(option)}
                className="size-4 accent-brand-600"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label="Comment"
        hint="Optional. The complainant sees it with the decision."
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
    </FormDialog>
  );
}

/** Complaints (spec section 2): who, against what, why, where it stands; Resolve when Pending. */
export function ComplaintsTab({ params }: { params: URLSearchParams }) {
  const page = readPage(params.get('page'));
  const complaints = useAdminComplaints({ page, limit: ADMIN_LIST_PAGE_SIZE });
  const status = useActionStatus();
  const [resolving, setResolving] = useState<Complaint | null>(null);

  return (
    <div>
      <TabHeader
        title="Complaints"
        intro="Reports against job posts and profiles. The complainant is told the decision by e-mail and on their reports page."
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
          'Filed',
          'Actions',
        ]}
        empty="No complaints."
        renderRow={(complaint) => (
          <tr key={complaint.id}>
            <Td className="tabular-nums">{complaint.id}</Td>
            <Td>{complaint.complainant?.username ?? ADMIN_TEXTS.unknown}</Td>
            <Td className="min-w-40">
              <ComplaintTarget complaint={complaint} fallback={ADMIN_TEXTS.unknown} />
            </Td>
            <Td className="min-w-56 whitespace-pre-line">{complaint.reason}</Td>
            <Td>
              <ComplaintStatusBadge status={complaint.status} />
            </Td>
            <Td className="min-w-40 whitespace-pre-line">{complaint.resolution_comment || '—'}</Td>
            <Td className="whitespace-nowrap">{formatDate(complaint.created_at)}</Td>
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
        )}
        params={params}
        page={page}
      />
      <ResolveDialog
        complaint={resolving}
        onClose={() => setResolving(null)}
        onDone={(decision) => status.succeed(ADMIN_TEXTS.complaintResolved(decision))}
      />
    </div>
  );
}
