import { LoaderCircle, Lock } from 'lucide-react';
import { useState } from 'react';
import {
  DEFAULT_REJECTION_MESSAGE,
  REJECTION_MESSAGE_MAX_LENGTH,
} from '../../../../shared/applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

type ClosePostFormProps = {
  jobTitle: string;
  /** Without applicants there is nobody to reject: the form only confirms. */
  hasApplicants: boolean;
  isBusy: boolean;
  /** `rejectWith`: the message for every Pending applicant, or null to leave them Pending. */
  onConfirm: (rejectWith: string | null) => void;
  onCancel: () => void;
};

/**
 * Closing a post, confirmed first (docs/decisions/040). With applicants (docs/decisions/035),
 * nobody should be left waiting on a job that is gone, so rejecting the Pending ones with a polite
 * note is offered and on by default.
 */
export function ClosePostForm({
  jobTitle,
  hasApplicants,
  isBusy,
  onConfirm,
  onCancel,
}: ClosePostFormProps) {
  const [rejectPending, setRejectPending] = useState(hasApplicants);
  const [message, setMessage] = useState(DEFAULT_REJECTION_MESSAGE);
  return (
    <form
      noValidate
      aria-label={`Close ${jobTitle}`}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(rejectPending ? message : null);
      }}
      className="mt-4 space-y-3 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
    >
      <div>
        <p className="text-sm font-semibold text-neutral-900">Close this job post?</p>
        <p className="mt-1 text-sm text-neutral-700">
          It leaves search and nobody can apply. You can reopen it later.
        </p>
      </div>
      {hasApplicants ? (
        <Checkbox
          label="Reject everyone still pending and e-mail them"
          checked={rejectPending}
          onChange={(event) => setRejectPending(event.target.checked)}
        />
      ) : null}
      {rejectPending ? (
        <RejectionMessageField
          label="Message to the applicants"
          value={message}
          onChange={setMessage}
        />
      ) : null}
      {/* Stacked at full width on phones, so neither button sits alone on a ragged row. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" size="sm" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : (
            <Lock aria-hidden="true" className="size-4" />
          )}
          Close job post
        </Button>
        <Button variant="secondary" size="sm" disabled={isBusy} onClick={onCancel}>
          Keep it open
        </Button>
      </div>
    </form>
  );
}

/** The message rejected applicants get by e-mail, when closing a post or rejecting in bulk. */
export function RejectionMessageField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error ?? undefined}>
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          maxLength={REJECTION_MESSAGE_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
