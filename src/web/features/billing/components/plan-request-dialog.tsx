import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { type PaidPlanId, PLAN_NOTE_MAX_LENGTH, PLANS } from '../../../../shared/plans.ts';
import type { PlanRequest } from '../../../../shared/schemas/billing.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { groupDigits } from '../../../lib/number-text.ts';
import { useRequestPlan } from '../queries.ts';

const REQUEST_FAILED = 'Your request could not be sent. Please try again.';

type FormProps = { plan: PaidPlanId; onClose: () => void; onSent: (sent: PlanRequest) => void };

function RequestForm({ plan, onClose, onSent }: FormProps) {
  const send = useRequestPlan();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ note?: string; form?: string }>({});
  const length = note.trim().length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (length > PLAN_NOTE_MAX_LENGTH) {
      setErrors({ note: MESSAGES.planNoteTooLong });
      return;
    }
    setErrors({});
    const trimmed = note.trim();
    send.mutate(trimmed === '' ? { plan } : { plan, note: trimmed }, {
      onSuccess: onSent,
      onError: (error) => {
        const text = errorMessage(error, REQUEST_FAILED);
        setErrors(
          error instanceof ApiError && error.field === 'note' ? { note: text } : { form: text },
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        label="Note (optional)"
        error={errors.note}
        hint={`Anything the admin should know, such as how many roles you hire for. ${groupDigits(length)} / ${groupDigits(PLAN_NOTE_MAX_LENGTH)} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setErrors(({ note: _note, ...rest }) => rest);
            }}
          />
        )}
      </Field>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <DialogActions
        onCancel={onClose}
        isBusy={send.isPending}
        submitLabel="Send request"
        icon={<Send aria-hidden="true" className="size-4" />}
      />
    </form>
  );
}

/** What the dialog says once sent; Done takes the focus the Send button had. */
function SentNote({ sent, onDone }: { sent: PlanRequest; onDone: () => void }) {
  const doneRef = useRef<HTMLButtonElement>(null);
  useEffect(() => doneRef.current?.focus(), []);
  return (
    <div className="space-y-5">
      <p className="flex items-start gap-2 text-sm text-neutral-700" role="status">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
        <span>
          Your request for the {PLANS[sent.plan].name} plan was sent. An admin will reply by e-mail
          to <span className="font-medium break-all text-neutral-900">{sent.employer.email}</span>.
          Nothing is charged until your plan is set up.
        </span>
      </p>
      <div className="flex justify-end">
        <Button ref={doneRef} onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

type PlanRequestDialogProps = { plan: PaidPlanId; isOpen: boolean; onClose: () => void };

/**
 * "Request the Pro plan" (docs/decisions/055): where no online payment is set up, an employer
 * asks for a paid plan with an optional note; an admin grants or refuses it and e-mails them.
 */
export function PlanRequestDialog({ plan, isOpen, onClose }: PlanRequestDialogProps) {
  const [sent, setSent] = useState<PlanRequest | null>(null);
  const close = () => {
    setSent(null);
    onClose();
  };
  const name = PLANS[plan].name;
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={sent ? 'Request sent' : `Request the ${name} plan`}
      description={
        sent
          ? undefined
          : `Online payment is not available yet, so an admin sets up your ${name} plan and replies by e-mail.`
      }
    >
      {sent ? (
        <SentNote sent={sent} onDone={close} />
      ) : (
        <RequestForm plan={plan} onClose={close} onSent={setSent} />
      )}
    </Modal>
  );
}
