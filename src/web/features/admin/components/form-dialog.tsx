import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { actionErrorMessage } from '../action-error.ts';

type FormDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** The text when the request fails without a server message ('Failed to …'). */
  failure: string;
  /**
   * Checks the fields and sends them. Returns a validation text to show (nothing is sent);
   * `false` when the fields themselves show what is wrong (the first invalid one gets focus); or
   * nothing once the request succeeded. A failed request's text is shown in the dialog so the
   * admin can correct the input.
   */
  onSubmit: () => Promise<string | false | undefined>;
  children: ReactNode;
};

/** A dialog with a form: the accessible replacement of the original's window.prompt. */
export function FormDialog({
  isOpen,
  onClose,
  title,
  description,
  submitLabel,
  failure,
  onSubmit,
  children,
}: FormDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Counts the submits the fields refused, so that each one moves focus to the first of them.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      const invalid = await onSubmit();
      if (invalid === false) setRefusals((count) => count + 1);
      else if (invalid) setError(invalid);
      else close();
    } catch (failed) {
      setError(actionErrorMessage(failed, failure));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title={title} description={description} isBusy={isBusy}>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {children}
        {error ? <Alert>{error}</Alert> : null}
        <DialogActions onCancel={close} isBusy={isBusy} submitLabel={submitLabel} />
      </form>
    </Modal>
  );
}
