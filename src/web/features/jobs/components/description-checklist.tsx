import { clsx } from 'clsx';
import { Circle, CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type DescriptionCheck, isRiskRule } from '../description-checks.ts';

const STATE_WORDS = { met: 'Done', unmet: 'Not yet', guideline: 'Guideline' } as const;

function stateOf(check: DescriptionCheck): keyof typeof STATE_WORDS {
  if (check.isMet === null) return 'guideline';
  return check.isMet ? 'met' : 'unmet';
}

function CheckIcon({ check }: { check: DescriptionCheck }) {
  const className = 'mt-px size-4 shrink-0';
  if (check.isMet === null) {
    return <Info aria-hidden="true" className={clsx(className, 'text-neutral-500')} />;
  }
  if (check.isMet) {
    return <CircleCheck aria-hidden="true" className={clsx(className, 'text-success-700')} />;
  }
  // A posting rule broken: something to rewrite, not merely something still to write.
  return isRiskRule(check.id) ? (
    <CircleAlert aria-hidden="true" className={clsx(className, 'text-warning-700')} />
  ) : (
    <Circle aria-hidden="true" className={clsx(className, 'text-neutral-400')} />
  );
}

/**
 * The description's hints as a live checklist (docs/decisions/040). Each item says its state in
 * words for screen readers and by its icon's shape on screen (a tick, an empty ring, a warning,
 * an "i"), not by colour alone. A polite live region speaks only when an item changes state, so
 * typing is not narrated key by key. The editor is described by the items themselves
 * (`checklistItemIds`): a description through the list would read only the list's name.
 */
export const checklistItemIds = (id: string, checks: DescriptionCheck[]) =>
  checks.map((check) => `${id}-${check.id}`);

export function DescriptionChecklist({ id, checks }: { id: string; checks: DescriptionCheck[] }) {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<Map<string, boolean | null> | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = new Map(checks.map((check) => [check.id, check.isMet]));
    if (!before) return;
    const changed = checks.filter((check) => before.get(check.id) !== check.isMet);
    if (changed.length === 0) return;
    setAnnouncement(
      changed
        .map((check) =>
          [`${STATE_WORDS[stateOf(check)]}: ${check.text}.`, check.detail]
            .filter(Boolean)
            .join(' '),
        )
        .join(' '),
    );
  }, [checks]);

  return (
    <>
      <ul aria-label="Description checklist" className="space-y-1.5 text-sm">
        {checks.map((check) => {
          const state = stateOf(check);
          return (
            <li key={check.id} id={`${id}-${check.id}`} className="flex items-start gap-2">
              <CheckIcon check={check} />
              <span className={state === 'unmet' ? 'text-neutral-900' : 'text-neutral-700'}>
                <span className="sr-only">{STATE_WORDS[state]}: </span>
                {/* The spec's words stay as they are, in an element of their own. */}
                <span>{check.text}</span>
                {check.detail ? (
                  <span
                    className={clsx(
                      'ml-1.5',
                      isRiskRule(check.id) ? 'font-medium text-warning-800' : 'text-neutral-600',
                    )}
                  >
                    · {check.detail}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
