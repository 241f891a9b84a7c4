import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { AdminUser } from '../admin-schemas.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { useRiskScore } from '../queries/users.ts';
import { Modal } from './modal.tsx';
import { LoadError } from './tab-parts.tsx';

function Signal({ label, isPresent }: { label: string; isPresent: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 border-t border-neutral-100 py-2.5">
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd>{isPresent ? <Badge tone="danger">Yes</Badge> : <Badge tone="success">No</Badge>}</dd>
    </div>
  );
}

/** View Risk Score (spec section 2): the score and its three signals, fetched on opening. */
export function RiskScoreDialog({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) {
  const risk = useRiskScore(user?.id ?? null);
  let body: ReactNode;
  if (risk.isPending) {
    body = (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">Loading the risk score</span>
        <Skeleton className="block h-8 w-24" />
        <Skeleton className="block h-5 w-full" />
        <Skeleton className="block h-5 w-full" />
      </div>
    );
  } else if (risk.isError) {
    body = (
      <LoadError
        error={risk.error}
        fallback={ADMIN_TEXTS.riskScoreFailed}
        onRetry={() => void risk.refetch()}
      />
    );
  } else {
    const { riskScore, details } = risk.data;
    body = (
      <>
        <dl>
          <div className="flex items-baseline justify-between gap-4 pb-2.5">
            <dt className="text-sm font-medium text-neutral-700">Risk score</dt>
            <dd className="text-3xl font-bold text-neutral-900 tabular-nums">
              {riskScore === null ? 'Not assessed' : `${riskScore} / 100`}
            </dd>
          </div>
          <Signal label="Duplicate IP" isPresent={details.duplicateIp} />
          <Signal label="Proxy detected" isPresent={details.proxyDetected} />
          <Signal label="Duplicate fingerprint" isPresent={details.duplicateFingerprint} />
        </dl>
        {/* CC BY 4.0 asks for credit where the network data's results are shown (decision 018). */}
        <p className="border-t border-neutral-100 pt-2.5 text-xs text-neutral-600">
          Proxy detection uses network data by RouteViews, the NRO and{' '}
          <a
            href="https://db-ip.com"
            className="underline hover:text-neutral-900"
            rel="noopener noreferrer"
            target="_blank"
          >
            IP Geolocation by DB-IP
          </a>{' '}
          (CC BY 4.0).
        </p>
      </>
    );
  }
  return (
    <Modal
      isOpen={user !== null}
      onClose={onClose}
      title={`Risk score of ${user?.username ?? ''}`}
      description="Signals from the sign-up and the sign-ins of this account."
    >
      {body}
    </Modal>
  );
}
