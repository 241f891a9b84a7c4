import { useEffect, useState } from 'react';
import { groupDigits } from '../../../lib/number-text.ts';

/** Spec section 9: counters count up over 2 seconds. */
const DURATION_MS = 2000;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Eases out, so the last digits settle gently instead of stopping abruptly. */
function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * A number that counts up from 0 to `value` over 2 seconds with requestAnimationFrame; people
 * who ask for reduced motion see the final number at once. Screen readers get only the final
 * number, not every frame.
 */
export function CountUp({ value }: { value: number }) {
  // 0 on the server and in the hydrating render alike (docs/decisions/056); the effect counts.
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(value);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min((now - start) / DURATION_MS, 1);
      setShown(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return (
    <>
      <span aria-hidden="true" className="tabular-nums">
        {groupDigits(shown)}
      </span>
      <span className="sr-only">{groupDigits(value)}</span>
    </>
  );
}
