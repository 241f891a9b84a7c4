import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { forgetStoredOutboxes } from '../../../lib/chat-outbox-keys.ts';
import { endSession } from '../../../lib/session.ts';
import { useDeleteAccount } from '../queries/use-delete-account.ts';

/**
 * Delete Account with the spec's confirmation. The question is asked in an inline panel rather
 * than window.confirm or a Radix AlertDialog (modal only, whose injected <style> the CSP blocks):
 * focus moves into the panel, Cancel is the safe default, Escape closes it.
 */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount();
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (isConfirming) cancelButtonRef.current?.focus();
    else if (wasConfirming.current) openButtonRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  const cancel = () => {
    setIsConfirming(false);
    setError(null);
  };

  const isDeleting = deletion.isPending;
  useEffect(() => {
    if (!isConfirming) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || isDeleting) return;
      setIsConfirming(false);
      setError(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isConfirming, isDeleting]);

  const confirm = async () => {
    setError(null);
    try {
      await deletion.mutateAsync();
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.accountDeleteFailed));
      return;
    }
    // Spec section 4: clear token and profile, then go home.
    endSession({ text: MESSAGES.accountDeleted, tone: 'success' });
    forgetStoredOutboxes();
    queryClient.clear();
    await navigate('/', { replace: true });
  };

  return (
    <Card className="border-danger-200 p-5 sm:p-6">
      <section aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading" className="text-lg font-semibold text-neutral-900">
          Delete account
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          Deleting your account erases your profile, uploads, applications and messages.
        </p>
        {isConfirming ? (
          <div className="mt-4 rounded-lg border border-danger-200 bg-danger-50 p-4">
            <div className="flex items-start gap-3">
              <TriangleAlert
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-danger-700"
              />
              <p id="delete-account-question" className="text-sm font-medium text-danger-800">
                {MESSAGES.deleteAccountConfirm}
              </p>
            </div>
            {error ? <Alert className="mt-4">{error}</Alert> : null}
            <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                ref={cancelButtonRef}
                // Focus lands here first; the question is read out with it.
                aria-describedby="delete-account-question"
                variant="secondary"
                onClick={cancel}
                disabled={deletion.isPending}
              >
                Cancel
              </Button>
              <Button
                variant="danger"
                onClick={() => void confirm()}
                disabled={deletion.isPending}
                aria-busy={deletion.isPending}
              >
                {deletion.isPending ? (
                  <LoaderCircle
                    aria-hidden="true"
                    className="size-4 animate-spin motion-reduce:hidden"
                  />
                ) : null}
                Yes, delete my account
              </Button>
            </div>
          </div>
        ) : (
          <Button
            ref={openButtonRef}
            variant="danger"
            className="mt-4"
            onClick={() => setIsConfirming(true)}
          >
            Delete Account
          </Button>
        )}
      </section>
    </Card>
  );
}
