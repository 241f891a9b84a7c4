import { Check } from 'lucide-react';

/** A score and its reasons, as the recommendation reply gives them (docs/decisions/054). */
export function MatchReasons({ score, reasons }: { score: number; reasons: readonly string[] }) {
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-brand-700">{score}% match</p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Why it matches">
        {reasons.map((reason) => (
          <li
            key={reason}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset"
          >
            <Check aria-hidden="true" className="size-3.5" />
            {reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
