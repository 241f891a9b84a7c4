import { LoaderCircle, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useWithdrawApplication } from '../queries/use-withdraw-application.ts';

type WithdrawControlProps = { applicationId: number; jobId: number; jobTitle: string };

/**
 * Withdraw a Pending application (docs/decisions/033), asked twice: the employer no longer sees
 * it, and nothing brings it back but applying again.
 */
export function WithdrawControl({ applicationId, jobId, jobTitle }: WithdrawControlProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  if (!isConfirming) {
    return (
      <div className="mt-4">
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setIsConfirming(true)}>
          <Undo2 aria-hidden="true" className="size-4" />
          Withdraw application
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-4 space-y-3 rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-3">
      <p className="text-sm text-neutral-800">
        Withdraw your application for “{jobTitle}”? The employer will no longer see it.
      </p>
      {withdraw.isError ? (
        <Alert>{errorMessage(withdraw.error, MESSAGES.applicationWithdrawFailed)}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="danger"
          size="sm"
          disabled={withdraw.isPending}
          aria-busy={withdraw.isPending}
          onClick={() => withdraw.mutate({ applicationId, jobId })}
        >
          {withdraw.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          Yes, withdraw
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={withdraw.isPending}
          onClick={() => {
            withdraw.reset();
            setIsConfirming(false);
          }}
        >
          Keep it
        </Button>
      </div>
    </div>
  );
}
