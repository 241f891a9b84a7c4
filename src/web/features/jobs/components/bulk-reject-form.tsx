import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_REJECTION_MESSAGE } from '../../../../shared/applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RejectionMessageField } from './close-post-form.tsx';

type BulkRejectFormProps = {
  /** "Reject 3 applicants?" */
  question: string;
  confirmLabel: string;
  isBusy: boolean;
  error: string | null;
  onConfirm: (message: string) => void;
  onCancel: () => void;
};

/** The polite note sent with a bulk rejection (docs/decisions/035), asked before it goes. */
export function BulkRejectForm({
  question,
  confirmLabel,
  isBusy,
  error,
  onConfirm,
  onCancel,
}: BulkRejectFormProps) {
  const [message, setMessage] = useState(DEFAULT_REJECTION_MESSAGE);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(message);
      }}
      className="space-y-3 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
    >
      <p className="text-sm font-semibold text-neutral-900">{question}</p>
      <RejectionMessageField
        label="Message to the applicants (optional)"
        hint="Each applicant gets one e-mail with it."
        error={error}
        value={message}
        onChange={setMessage}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          {confirmLabel}
        </Button>
        <Button variant="secondary" size="sm" disabled={isBusy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
