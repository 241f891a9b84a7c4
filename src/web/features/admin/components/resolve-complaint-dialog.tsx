import { useState } from 'react';
import {
  COMPLAINT_ACTION_LABELS,
  type ComplaintAction,
  complaintActionsFor,
} from '../../../../shared/schemas/complaint-actions.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import {
  COMPLAINT_DECISIONS,
  type Complaint,
  type ComplaintStatusChoice,
} from '../admin-schemas.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { useResolveComplaint } from '../queries/moderation.ts';
import { FormDialog } from './form-dialog.tsx';

/** What the complaint is about, while it still exists: the actions are offered for it alone. */
export function complaintTargetType(complaint: Complaint): 'job_post' | 'profile' | null {
  if (complaint.job_post_id !== null) return 'job_post';
  if (complaint.profile_id !== null) return 'profile';
  return null;
}

/** The sentence under the choice: what the action does, said before it is done. */
const ACTION_WARNINGS: Record<Exclude<ComplaintAction, 'none'>, string> = {
  unpublish_post: 'The post leaves the public lists until an admin approves it again.',
  delete_post: 'The post is deleted with its applications and chats. This action cannot be undone.',
  block_user: 'The person is signed out at once and cannot sign in until unblocked.',
};

/**
 * Resolve: status Resolved or Rejected, a comment the complainant is told (spec sections 4, 5),
 * and with Resolved an action on the reported post or person (docs/decisions/042). The warning
 * and the button's text name a destructive action before it is sent: the dialog is its
 * confirmation.
 */
export function ResolveComplaintDialog({
  complaint,
  onClose,
  onDone,
}: {
  complaint: Complaint | null;
  onClose: () => void;
  onDone: (status: ComplaintStatusChoice, action: ComplaintAction) => void;
}) {
  const [decision, setDecision] = useState<ComplaintStatusChoice | ''>('');
  const [comment, setComment] = useState('');
  const [action, setAction] = useState<ComplaintAction>('none');
  const resolve = useResolveComplaint();
  const reset = () => {
    setDecision('');
    setComment('');
    setAction('none');
  };
  const targetType = complaint ? complaintTargetType(complaint) : null;
  const actions = targetType ? complaintActionsFor(targetType) : [];
  const chosen = decision === 'Resolved' ? action : 'none';
  const submitLabel =
    chosen === 'none'
      ? 'Save decision'
      : `Save and ${COMPLAINT_ACTION_LABELS[chosen].toLowerCase()}`;
  return (
    <FormDialog
      isOpen={complaint !== null}
      onClose={() => {
        reset();
        onClose();
      }}
      title={`Resolve complaint #${complaint?.id ?? ''}`}
      description={complaint ? `“${complaint.reason}”` : undefined}
      submitLabel={submitLabel.replace(/ \(.*\)$/, '')}
      failure={ADMIN_TEXTS.resolveComplaintFailed}
      onSubmit={async () => {
        if (!complaint) return undefined;
        if (decision === '') return ADMIN_TEXTS.statusRequired;
        await resolve.mutateAsync({
          id: complaint.id,
          status: decision,
          comment: comment.trim(),
          action: chosen,
        });
        onDone(decision, chosen);
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
      {decision === 'Resolved' && actions.length > 0 ? (
        <SelectField
          label={targetType === 'job_post' ? 'Action on the job post' : 'Action on the profile'}
          hint="Done with the decision, recorded in the audit log and told to the complainant."
          value={action}
          onChange={(event) => setAction(event.target.value as ComplaintAction)}
        >
          {actions.map((value) => (
            <option key={value} value={value}>
              {value === 'block_user' && targetType === 'job_post'
                ? 'Block the employer who posted it'
                : COMPLAINT_ACTION_LABELS[value]}
            </option>
          ))}
        </SelectField>
      ) : null}
      {chosen !== 'none' ? <Alert tone="warning">{ACTION_WARNINGS[chosen]}</Alert> : null}
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
