import { LoaderCircle, Upload } from 'lucide-react';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { acceptOf, checkUpload, type UploadRule } from '../upload-rules.ts';

type FileUploadFormProps = {
  label: string;
  hint: string;
  buttonLabel: string;
  rule: UploadRule;
  upload: (file: File) => Promise<unknown>;
  isUploading: boolean;
  successMessage: string;
  failureMessage: string;
  /**
   * The page's mode ('view' or 'edit' on My Profile): when it changes, a success message that is
   * still showing goes, as it belongs to what the person did before.
   */
  mode?: string;
};

/**
 * How long a success message stays: long enough to read twice, then it goes by itself; it can
 * also be dismissed (docs/decisions/043). Errors stay until the person picks another file.
 */
export const UPLOAD_SUCCESS_SHOWN_MS = 8000;

type Outcome = { tone: 'success' | 'error'; text: string };

type FileChooserProps = {
  ref: Ref<HTMLInputElement>;
  label: string;
  hint: string;
  rule: UploadRule;
  isInvalid: boolean;
  onChange: () => void;
};

/** A labelled file input that offers the rule's types; the caller checks and sends the file. */
export function FileChooser({ ref, label, hint, rule, isInvalid, onChange }: FileChooserProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type="file"
        accept={acceptOf(rule)}
        aria-describedby={hintId}
        aria-invalid={isInvalid ? true : undefined}
        onChange={onChange}
        className="block w-full cursor-pointer rounded-lg border border-field-border bg-white text-sm text-neutral-700 shadow-xs file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-neutral-300 file:bg-neutral-50 file:px-3 file:py-2.5 file:text-sm file:font-medium file:text-neutral-900 hover:file:bg-neutral-100 aria-invalid:border-danger-600"
      />
      <p id={hintId} className="text-xs text-neutral-600">
        {hint}
      </p>
    </div>
  );
}

/**
 * A file input and its upload button, with the spec's checks before anything is sent (type,
 * size, no file) and its success and failure texts after.
 */
export function FileUploadForm({
  label,
  hint,
  buttonLabel,
  rule,
  upload,
  isUploading,
  successMessage,
  failureMessage,
  mode,
}: FileUploadFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shownMode, setShownMode] = useState(mode);
  if (mode !== shownMode) {
    setShownMode(mode);
    if (outcome?.tone === 'success') setOutcome(null);
  }

  useEffect(() => {
    if (outcome?.tone !== 'success') return;
    const timer = setTimeout(() => setOutcome(null), UPLOAD_SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputRef.current;
    const file = input?.files?.[0];
    const problem = checkUpload(file, rule);
    if (problem || !file) {
      setOutcome({ tone: 'error', text: problem ?? failureMessage });
      return;
    }
    setOutcome(null);
    try {
      await upload(file);
      if (input) input.value = '';
      setOutcome({ tone: 'success', text: successMessage });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, failureMessage) });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <FileChooser
        ref={inputRef}
        label={label}
        hint={hint}
        rule={rule}
        isInvalid={outcome?.tone === 'error'}
        onChange={() => setOutcome(null)}
      />
      {outcome?.tone === 'error' ? (
        <Alert tone="error" className="mt-3">
          {outcome.text}
        </Alert>
      ) : null}
      {/* Always in the page, so that a screen reader reads the message as it arrives. */}
      <div aria-live="polite">
        {outcome?.tone === 'success' ? (
          <Alert tone="success" className="mt-3" onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="secondary"
        disabled={isUploading}
        aria-busy={isUploading}
        className="mt-3"
      >
        {isUploading ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        ) : (
          <Upload aria-hidden="true" className="size-4" />
        )}
        {buttonLabel}
      </Button>
    </form>
  );
}
