import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

type AlertTone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<AlertTone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-danger-200 bg-danger-50 text-danger-800', icon: CircleAlert },
  warning: { box: 'border-warning-200 bg-warning-50 text-warning-800', icon: TriangleAlert },
  success: { box: 'border-success-200 bg-success-50 text-success-800', icon: CircleCheck },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: Info },
};

type AlertProps = {
  tone?: AlertTone;
  children: ReactNode;
  /** Extra content after the message, such as a link or a retry button. */
  action?: ReactNode;
  onDismiss?: () => void;
  className?: string;
  /** For a form-level error, so that the fields it concerns can point at it (Field's formErrorId). */
  id?: string;
  /**
   * False for a standing notice that is there when the page opens (a prompt, not the result of
   * what the person just did): it is read with the page, not announced as a status.
   */
  isAnnounced?: boolean;
};

/** Errors are announced at once (role alert); other tones politely (role status). */
export function Alert({
  tone = 'error',
  children,
  action,
  onDismiss,
  className,
  id,
  isAnnounced = true,
}: AlertProps) {
  const Icon = tones[tone].icon;
  return (
    <div
      id={id}
      role={isAnnounced ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={clsx(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        tones[tone].box,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-3">
        <p className="font-medium">{children}</p>
        {action}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 rounded-md p-1 opacity-80 hover:bg-black/5 hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

/** Something that failed to load: the message, and 'Try again' to ask once more. */
export function RetryAlert({
  onRetry,
  children,
  className,
}: {
  onRetry: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Alert
      className={className}
      action={
        // Takes a text line's height, so the icon stays level with a one-line message.
        <span className="-my-2 inline-flex">
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </span>
      }
    >
      {children}
    </Alert>
  );
}
