import { type ReactNode, useRef, useState } from 'react';
import {
  ADMIN_REASON_MAX_LENGTH,
  adminReasonFormSchema,
} from '../../../../shared/schemas/activity.ts';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { FormDialog } from './form-dialog.tsx';

/**
 * Asks an admin why before they open a person's private data (an identity document, a chat
 * history): 3 to 200 characters, sent as `reason` and shown to the person in their account
 * activity (docs/decisions/048).
 */
export function ReasonDialog({
  isOpen,
  title,
  description,
  submitLabel,
  onCancel,
  onReason,
}: {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  submitLabel: string;
  onCancel: () => void;
  onReason: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  // The form dialog closes itself after a successful submit: that close is not a cancel.
  const isGiven = useRef(false);
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={() => {
        setReason('');
        if (isGiven.current) isGiven.current = false;
        else onCancel();
      }}
      title={title}
      description={description}
      submitLabel={submitLabel}
      failure=""
      onSubmit={async () => {
        const parsed = adminReasonFormSchema.safeParse({ reason });
        if (!parsed.success) return parsed.error.issues[0]?.message;
        isGiven.current = true;
        onReason(parsed.data.reason);
        return undefined;
      }}
    >
      <TextareaField
        label="Reason"
        hint="Shown with the reading in their account activity. 3 to 200 characters."
        rows={3}
        maxLength={ADMIN_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
