import { clsx } from 'clsx';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import { MESSAGES } from '../../../shared/messages.ts';
import { type Finding, riskKinds } from '../../../shared/trust/findings.ts';

/**
 * The caution a reader sees under a message or cover letter the scam detector flagged
 * (docs/decisions/046): one warning per kind found. It is part of what was said, not an alert:
 * a chat's log announces it with the message, so it takes no live role of its own.
 */
export function ContentWarnings({
  findings,
  className,
}: {
  findings: readonly Finding[];
  className?: string;
}) {
  const kinds = riskKinds(findings);
  if (kinds.length === 0) return null;
  return (
    <div
      className={clsx(
        'flex items-start gap-2 rounded-lg border border-warning-200 bg-warning-50 px-3 py-2 text-sm text-warning-800',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p className="sr-only">Safety warning:</p>
        <ul className="space-y-1 font-medium">
          {kinds.map((kind) => (
            <li key={kind}>{MESSAGES.trustWarnings[kind]}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * What the author of a flagged message sees instead (docs/decisions/046): a quiet line saying
 * that the other side was warned, so that nobody is surprised by it and an honest person can
 * rephrase.
 */
export function FlaggedNote({ className }: { className?: string }) {
  return (
    <p className={clsx('flex items-start gap-1 text-xs text-neutral-600', className)}>
      <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{FLAGGED_NOTE}</span>
    </p>
  );
}

export const FLAGGED_NOTE = 'The other person sees a safety warning under this message.';
