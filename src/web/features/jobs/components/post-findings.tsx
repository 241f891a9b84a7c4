import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { Finding } from '../../../../shared/trust/findings.ts';
import { FindingExcerpt, groupBySentence } from '../../../components/trust/finding-excerpt.tsx';
import { RISK_RULE_TEXTS, rulesBroken } from '../description-checks.ts';

/**
 * The sentences of a post that break a posting rule, each with the rule it breaks
 * (docs/decisions/045): under Post a Job's checklist as the employer types, and on a held post in
 * My Job Posts. Only the sentences and the rules' names: how the detector decides stays ours.
 */
export function PostFindings({
  findings,
  title,
  note,
  className,
}: {
  findings: readonly Finding[];
  /** The heading, such as "2 sentences break these rules". */
  title: string;
  /** What happens because of them. */
  note: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  if (findings.length === 0) return null;
  const sentences = groupBySentence(findings);
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm sm:p-4',
        className,
      )}
    >
      <h3 id={headingId} className="flex items-start gap-2 font-semibold text-neutral-900">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-800" />
        {title}
      </h3>
      <ul className="mt-2 space-y-2.5">
        {sentences.map((sentence) => (
          <li key={sentence.excerpt} className="rounded-md bg-white p-2.5 ring-1 ring-warning-200">
            <FindingExcerpt sentence={sentence} />
            <span className="mt-1 block text-xs font-medium text-warning-800">
              Breaks:{' '}
              {rulesBroken(sentence.kinds)
                .map((rule) => RISK_RULE_TEXTS[rule])
                .join('; ')}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2.5 text-neutral-700">{note}</p>
    </section>
  );
}

/** "1 sentence breaks a rule" or "3 sentences break these rules". */
export function findingsTitle(findings: readonly Finding[]): string {
  const count = groupBySentence(findings).length;
  return count === 1
    ? '1 sentence breaks a posting rule'
    : `${count} sentences break posting rules`;
}
