import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * A dialog form's footer: Cancel, then the submit button, which shows a spinner while busy and
 * keeps its label so its accessible name stays stable. Stacked on phones, the submit on top.
 */
export function DialogActions({
  onCancel,
  isBusy,
  submitLabel,
  icon,
}: {
  onCancel: () => void;
  isBusy: boolean;
  submitLabel: string;
  /** Shown before the label while not busy. */
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
        Cancel
      </Button>
      <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        ) : (
          (icon ?? null)
        )}
        {submitLabel}
      </Button>
    </div>
  );
}
