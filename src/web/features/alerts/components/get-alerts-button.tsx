import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { FindJobFilters } from '../../../../shared/find-job-params.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSessionState } from '../../../lib/session.ts';

const loadAlertForm = () => import('./alert-form.tsx');
const AlertForm = lazy(() => loadAlertForm().then((m) => ({ default: m.AlertForm })));

/**
 * "Get alerts for this search" on Find Jobs (docs/decisions/053): a signed-in jobseeker names the
 * alert and picks how often; a visitor adds an e-mail address (double opt-in). Employers and
 * admins do not see it.
 */
export function GetAlertsButton({ filters }: { filters: FindJobFilters }) {
  const { session } = useSessionState();
  const [isOpen, setIsOpen] = useState(false);
  // A new form each time the dialog opens: the last one's answer is not shown again.
  const [round, setRound] = useState(0);
  if (session !== null && session.claims.role !== 'jobseeker') return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        // The form's code is fetched as the pointer or focus reaches the button.
        onPointerEnter={() => void loadAlertForm()}
        onFocus={() => void loadAlertForm()}
        onClick={() => {
          setRound((n) => n + 1);
          setIsOpen(true);
        }}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        Get alerts for this search
      </Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Get alerts for this search"
        description="New jobs that match this search, by e-mail."
      >
        <Suspense fallback={<Skeleton className="h-56 w-full" />}>
          <AlertForm key={round} filters={filters} onDone={() => setIsOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
