import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/api.ts';

/**
 * How a mailed link that runs on arrival went (verify e-mail, confirm a new address): no token,
 * checking, the server's refusal, or its message.
 */
export function LinkStatus({
  token,
  check,
  missingText,
  failedText,
  doneText,
  doneAction,
}: {
  token: string | null;
  check: UseQueryResult<string>;
  missingText: string;
  failedText: string;
  doneText: string;
  doneAction?: ReactNode;
}) {
  if (token === null) return <Alert>{missingText}</Alert>;
  if (check.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
        Checking your link...
      </p>
    );
  }
  if (check.isError) return <Alert>{errorMessage(check.error, failedText)}</Alert>;
  return (
    <Alert tone="success" action={doneAction}>
      {check.data || doneText}
    </Alert>
  );
}
