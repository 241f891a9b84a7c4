import { useState } from 'react';
import {
  ADMIN_REASON_MAX_LENGTH,
  adminReasonFormSchema,
} from '../../../../shared/schemas/activity.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';

export type ConfirmRequest = {
  title: string;
  message: string;
  confirmLabel: string;
  /** Destructive actions get the danger colour. */
  isDestructive?: boolean;
  /**
   * An action about a person (a block, an identity refusal) may carry the admin's reason, which
   * the person reads in their account activity (docs/decisions/048): the hint says so. Optional
   * here as in the API; when given, 3 to 200 characters.
   */
  reasonHint?: string;
  /** Called with the trimmed reason, '' when none was given. */
  onConfirm: (reason: string) => void;
};

/** "Are you sure?" before a destructive admin action; Cancel has the focus first. */
export function ConfirmDialog({
  request,
  onClose,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    if (!request) return;
    let given = '';
    if (request.reasonHint && reason.trim()) {
      const parsed = adminReasonFormSchema.safeParse({ reason });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
      given = parsed.data.reason;
    }
    request.onConfirm(given);
    close();
  };
  return (
    <Modal
      isOpen={request !== null}
      onClose={close}
      title={request?.title ?? ''}
      description={request?.message}
    >
      {request?.reasonHint ? (
        <div className="mb-4">
          <TextareaField
            label="Reason (optional)"
            hint={request.reasonHint}
            error={error}
            rows={2}
            maxLength={ADMIN_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* The safe choice takes the focus first. */}
        <Button variant="secondary" onClick={close} data-autofocus>
          Cancel
        </Button>
        <Button variant={request?.isDestructive ? 'danger' : 'primary'} onClick={confirm}>
          {request?.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
