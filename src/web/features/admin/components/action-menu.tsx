import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import {
  Fragment,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { buttonStyles } from '../../../components/ui/button.tsx';

export type ActionMenuItem = {
  /** The spec's action name, such as 'Reset Password': the item's text. */
  label: string;
  onSelect: () => void;
  /** Danger colour; such items come last and open a confirmation (docs/decisions/042). */
  isDestructive?: boolean;
  /** Shown but not chosen, with the reason read after the name. */
  disabledReason?: string;
};

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/**
 * One menu of actions per admin table row (WAI-ARIA "menu button" pattern, as the header's
 * LinkMenu): Enter, Space or the arrows open it onto an item, the arrows, Home, End and first
 * letters move, Escape closes and returns to the trigger, Tab or a press elsewhere closes. The
 * list is placed `fixed` beside its trigger, so a table that scrolls sideways does not clip it;
 * it follows the trigger when anything scrolls. No portal, no inline style attribute (the CSP):
 * the position is set through the element's style object.
 */
export function ActionMenu({
  label,
  items,
}: {
  /** The trigger's accessible name, such as "Actions for maria_santos". */
  label: string;
  items: readonly ActionMenuItem[];
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const triggerId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const menuItems = () => itemsOf(menuRef.current);

  const place = useCallback(() => {
    const trigger = triggerRef.current;
    const menu = menuRef.current;
    if (!trigger || !menu) return;
    const box = trigger.getBoundingClientRect();
    const height = menu.offsetHeight;
    const width = menu.offsetWidth;
    const gap = 6;
    const below = box.bottom + gap + height <= window.innerHeight || box.top < height + gap;
    menu.style.top = `${below ? box.bottom + gap : box.top - gap - height}px`;
    // Right edges aligned (the trigger sits in the last column), kept inside the window.
    const left = Math.min(Math.max(8, box.right - width), window.innerWidth - width - 8);
    menu.style.left = `${Math.max(8, left)}px`;
  }, []);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!isOpen) return;
    place();
    const list = itemsOf(menuRef.current);
    (initialFocus === 'first' ? list[0] : list.at(-1))?.focus();
  }, [isOpen, initialFocus, place]);

  useEffect(() => {
    if (!isOpen) return;
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [isOpen, place]);

  const open = (focus: 'first' | 'last') => {
    setInitialFocus(focus);
    setIsOpen(true);
  };

  const choose = (item: ActionMenuItem) => {
    if (item.disabledReason) return;
    // Focus goes back to the trigger first, so a dialog opened by the item returns it there.
    close(true);
    item.onSelect();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = [...list.slice(current + 1), ...list.slice(0, current + 1)];
          order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
        }
    }
  };

  return (
    <div ref={rootRef} className="relative inline-block">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? close(false) : open('first'))}
        onKeyDown={onTriggerKeyDown}
        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
      >
        Actions
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          aria-orientation="vertical"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="fixed z-50 w-max max-w-[calc(100vw-1rem)] min-w-48 animate-fade-in rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg focus:outline-none"
        >
          {items.map((item, index) => {
            const startsDanger = item.isDestructive && !items[index - 1]?.isDestructive;
            const whyId = `${menuId}-why-${index}`;
            return (
              <Fragment key={item.label}>
                {startsDanger && index > 0 ? <hr className="my-1 border-neutral-100" /> : null}
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-disabled={item.disabledReason ? true : undefined}
                  aria-describedby={item.disabledReason ? whyId : undefined}
                  onClick={() => choose(item)}
                  className={clsx(
                    'block w-full rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap outline-none',
                    item.disabledReason
                      ? 'cursor-not-allowed text-neutral-500 focus:bg-neutral-100'
                      : item.isDestructive
                        ? 'text-danger-700 hover:bg-danger-50 focus:bg-danger-50'
                        : 'text-neutral-800 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800',
                  )}
                >
                  {item.label}
                  {item.disabledReason ? (
                    <span id={whyId} aria-hidden="true" className="block text-xs">
                      {item.disabledReason}
                    </span>
                  ) : null}
                </button>
              </Fragment>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
