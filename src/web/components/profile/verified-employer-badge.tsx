import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { SHELL_MESSAGES } from '../../../shared/messages-shell.ts';

/**
 * 'Verified employer' and what TalentBridge checked (docs/decisions/049), as a toggletip: a
 * tooltip alone reaches neither touch screens nor keyboards. The badge is a button; a press (tap,
 * click, Enter, Space) shows the explanation under it, and another press, Escape or a press
 * elsewhere hides it; a mouse resting on it shows it too. Screen readers hear the explanation as
 * the button's description. Raised above a card's full-size link (its ::after) so it can be
 * pressed on a job card.
 */
export function VerifiedEmployerBadge({ className }: { className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isHovered, setIsHovered] = useState(false);
  const tipId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const isShown = isOpen || isHovered;

  // Moved left as far as needed to stay 16 px inside the screen (a badge near its right edge).
  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!isShown || !tip) return;
    tip.style.translate = '';
    const overflow =
      tip.getBoundingClientRect().right - (document.documentElement.clientWidth - 16);
    if (overflow > 0) tip.style.translate = `-${Math.ceil(overflow)}px 0`;
  }, [isShown]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  return (
    <span ref={rootRef} className={clsx('relative z-10 inline-flex', className)}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-describedby={tipId}
        onClick={() => setIsOpen((open) => !open)}
        onMouseEnter={() => setIsHovered(true)}
        onMouseLeave={() => setIsHovered(false)}
        className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded-full bg-success-50 px-2.5 text-xs font-medium whitespace-nowrap text-success-800 ring-1 ring-success-200 ring-inset hover:bg-success-100"
      >
        <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0" />
        {SHELL_MESSAGES.verifiedEmployer}
      </button>
      <span
        ref={tipRef}
        id={tipId}
        role="tooltip"
        hidden={!isShown}
        className="absolute top-full left-0 mt-1.5 w-64 max-w-[calc(100vw-2rem)] rounded-lg bg-neutral-900 px-3 py-2 text-left text-xs leading-5 font-normal whitespace-normal text-white shadow-lg"
      >
        {SHELL_MESSAGES.verifiedEmployerExplained}
      </span>
    </span>
  );
}
