import type { ReactNode } from 'react';
import { LINKED_ACCOUNTS_MAX, type LinkedAccount } from '../../../../shared/schemas/admin-users.ts';
import type { ProfileFinding } from '../../../../shared/schemas/content-flags.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/date.ts';
import type { AdminUser } from '../admin-schemas.ts';
import { ADMIN_TEXTS, FINDING_LABELS } from '../admin-texts.ts';
import { useRiskScore } from '../queries/users.ts';
import { LoadError } from './tab-parts.tsx';

function Signal({ label, isPresent }: { label: string; isPresent: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 border-t border-neutral-100 py-2.5">
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd>{isPresent ? <Badge tone="danger">Yes</Badge> : <Badge tone="success">No</Badge>}</dd>
    </div>
  );
}

/** A count of flagged writing (docs/decisions/046): none reads as clean, any as a warning. */
function Count({ label, count, note }: { label: string; count: number; note?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-t border-neutral-100 py-2.5">
      <dt className="text-sm text-neutral-700">
        {label}
        {note ? <span className="block text-xs text-neutral-600">{note}</span> : null}
      </dt>
      <dd>
        <Badge tone={count > 0 ? 'danger' : 'success'} className="tabular-nums">
          {count}
        </Badge>
      </dd>
    </div>
  );
}

const PROFILE_FIELD_NAMES: Record<ProfileFinding['field'], string> = {
  headline: 'Headline',
  experience: 'Experience',
  portfolio: 'Portfolio',
  company_name: 'Company name',
  company_info: 'Company info',
};

/** What the detector found in the profile's texts as last saved, the matched words marked. */
function ProfileFindings({ findings }: { findings: ProfileFinding[] }) {
  if (findings.length === 0) return null;
  return (
    <section
      aria-labelledby="profile-findings-heading"
      className="border-t border-neutral-100 py-2.5"
    >
      <h3 id="profile-findings-heading" className="text-sm font-medium text-neutral-700">
        Found in the profile
      </h3>
      <ul className="mt-1 max-h-40 divide-y divide-neutral-100 overflow-y-auto">
        {findings.map((finding) => (
          <li
            key={`${finding.field}-${finding.kind}-${finding.match.start}`}
            className="py-1.5 text-sm"
          >
            <span className="flex flex-wrap items-center gap-2 text-xs text-neutral-600">
              {PROFILE_FIELD_NAMES[finding.field]}
              <Badge tone="warning">{FINDING_LABELS[finding.kind]}</Badge>
            </span>
            <span className="block text-neutral-800 wrap-anywhere">
              {finding.excerpt.slice(0, finding.match.start)}
              <mark className="rounded-sm bg-warning-200 px-0.5 text-neutral-900">
                {finding.excerpt.slice(finding.match.start, finding.match.end)}
              </mark>
              {finding.excerpt.slice(finding.match.end)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const SHARED_VIA: Record<LinkedAccount['via'], string> = {
  ip: 'Same address',
  fingerprint: 'Same device',
};

/** Who raised the duplicate signals, and since when (docs/decisions/018). */
function LinkedAccounts({ accounts }: { accounts: LinkedAccount[] }) {
  return (
    <section
      aria-labelledby="linked-accounts-heading"
      className="border-t border-neutral-100 py-2.5"
    >
      <h3 id="linked-accounts-heading" className="text-sm font-medium text-neutral-700">
        Linked accounts
      </h3>
      {accounts.length === 0 ? (
        <p className="mt-1 text-sm text-neutral-600">
          No other account was seen from this account's addresses or devices.
        </p>
      ) : (
        <ul className="mt-1 max-h-48 divide-y divide-neutral-100 overflow-y-auto">
          {accounts.map((account) => (
            <li
              key={`${account.id}-${account.via}`}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="font-medium break-all text-neutral-900">{account.username}</span>
                <span className="text-xs text-neutral-600 tabular-nums">#{account.id}</span>
                {account.isBlocked ? <Badge tone="danger">Blocked</Badge> : null}
              </span>
              <span className="text-xs whitespace-nowrap text-neutral-600">
                {SHARED_VIA[account.via]} since {formatDate(account.firstSeenAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {accounts.length >= LINKED_ACCOUNTS_MAX ? (
        <p className="mt-1 text-xs text-neutral-600">
          The {LINKED_ACCOUNTS_MAX} oldest links are shown.
        </p>
      ) : null}
    </section>
  );
}

/**
 * View Risk Score (spec section 2): the score and its three signals, fetched on opening, the
 * accounts behind the duplicate signals, and its flagged writing (docs/decisions/046).
 */
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
    const { riskScore, details, linkedAccounts } = risk.data;
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
          <Count
            label="Flagged messages"
            count={details.flaggedMessages}
            note={`${risk.data.flaggedMessagesRecent} in the last 24 hours`}
          />
          <Count label="Flagged cover letters" count={details.flaggedCoverLetters} />
          <Signal label="Flagged profile" isPresent={details.flaggedProfile} />
        </dl>
        <ProfileFindings findings={risk.data.profileFindings} />
        <LinkedAccounts accounts={linkedAccounts} />
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
      description="Signals from the sign-up and every sign-in of this account, and what the scam detector found in what it wrote."
    >
      {body}
    </Modal>
  );
}
