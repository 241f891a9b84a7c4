import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

export type LinkMenuItem = { to: string; label: string };

type Props = {
  /** The trigger's content (its accessible name). */
  children: ReactNode;
  items: readonly LinkMenuItem[];
  triggerClassName?: string;
};

/**
 * A menu button whose items are links (WAI-ARIA "menu button" pattern): the trigger opens a
 * `role="menu"` list below it; arrow keys, Home/End and first letters move between items, Escape
 * closes and returns to the trigger, a click or focus outside closes. It replaces Radix's
 * dropdown menu in the header, which with its positioning engine cost about 35 kB gzipped on every
 * page (docs/decisions/015). No portal and no injected styles, so the strict CSP is happy.
 */
export function LinkMenu({ children, items, triggerClassName }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  /** Which item takes focus once the menu is open: keyboard opens focus an item, a click the list. */
  const [initialFocus, setInitialFocus] = useState<'first' | 'last' | 'menu'>('menu');
  const triggerId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const menuItems = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  const open = (focus: 'first' | 'last' | 'menu') => {
    setInitialFocus(focus);
    setIsOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const list = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const target =
      initialFocus === 'first' ? list[0] : initialFocus === 'last' ? list.at(-1) : menuRef.current;
    target?.focus();

    // A press or focus anywhere else closes the menu (the trigger toggles it itself).
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [isOpen, initialFocus]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    if (list.length === 0) return;
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
        // Tab leaves the menu as it would leave the trigger: close, and let the browser move on.
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
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        // Enter and Space click too, with `detail` 0: they open onto the first item, as arrows do.
        onClick={(event) => (isOpen ? close(false) : open(event.detail === 0 ? 'first' : 'menu'))}
        onKeyDown={onTriggerKeyDown}
        className={triggerClassName}
      >
        {children}
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
          className="absolute top-full left-0 z-50 mt-1.5 min-w-52 animate-fade-in rounded-xl border border-neutral-200 bg-white p-1.5 shadow-lg focus:outline-none"
        >
          {items.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              onClick={() => setIsOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm text-neutral-800 outline-none hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800"
            >
              {item.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
