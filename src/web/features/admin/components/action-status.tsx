import { useCallback, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { actionErrorMessage } from '../action-error.ts';

export type ActionStatusValue = { tone: 'success' | 'error'; text: string } | null;

/**
 * The outcome of the last admin action on a tab (spec section 8: a success message per action,
 * 'Failed to …' otherwise), shown above the tab's content until the next one or dismissed.
 */
export function useActionStatus() {
  const [status, setStatus] = useState<ActionStatusValue>(null);
  const succeed = useCallback((text: string) => setStatus({ tone: 'success', text }), []);
  const fail = useCallback(
    (error: unknown, fallback: string) =>
      setStatus({ tone: 'error', text: actionErrorMessage(error, fallback) }),
    [],
  );
  const clear = useCallback(() => setStatus(null), []);
  /** Runs `action`; on success shows `success(result)`, on failure the error text. */
  const run = useCallback(
    async <T,>(action: () => Promise<T>, success: (result: T) => string, fallback: string) => {
      setStatus(null);
      try {
        const result = await action();
        setStatus({ tone: 'success', text: success(result) });
        return true;
      } catch (error) {
        setStatus({ tone: 'error', text: actionErrorMessage(error, fallback) });
        return false;
      }
    },
    [],
  );
  return { status, succeed, fail, clear, run };
}

export function ActionStatus({
  status,
  onDismiss,
}: {
  status: ActionStatusValue;
  onDismiss: () => void;
}) {
  if (!status) return null;
  return (
    <Alert tone={status.tone} onDismiss={onDismiss} className="mb-4">
      {status.text}
    </Alert>
  );
}
