import { useCallback, useRef } from 'react';

/** The control of a row that takes focus back: its menu of actions, else its last button. */
function controlOf(row: HTMLElement): HTMLElement | null {
  const menu = row.querySelector<HTMLElement>('[aria-haspopup="menu"]:not([disabled])');
  if (menu) return menu;
  const buttons = row.querySelectorAll<HTMLElement>('button:not([disabled])');
  return buttons[buttons.length - 1] ?? row.querySelector<HTMLElement>('a[href]');
}

function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Keeps focus in a list whose rows go away under it (docs/decisions/061): when an action takes
 * its own row out (Approve in a queue of posts awaiting review, Resolve in a list of open
 * complaints), focus would fall to <body> and a keyboard user would start again at the top of the
 * page. It goes instead to the same place in the list: the row now there (the next one), or the
 * last, or the list itself when it is empty. Returns a ref for the list's container; `rows`
 * selects its rows.
 *
 * Focus counts as the list's while it was last inside it, or in a dialog opened from it (which
 * returns focus to a control that may be gone by then).
 */
export function useFocusRescue<T extends HTMLElement>(rows: string) {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback(
    (container: T | null) => {
      cleanup.current?.();
      cleanup.current = null;
      if (!container) return;
      let isOurs = false;
      let index = 0;
      const onFocusIn = (event: FocusEvent) => {
        const target = event.target;
        if (!(target instanceof Element)) return;
        if (container.contains(target)) {
          isOurs = true;
          const row = target.closest(rows);
          const list = [...container.querySelectorAll(rows)];
          if (row) index = Math.max(0, list.indexOf(row));
        } else if (!target.closest('dialog')) {
          isOurs = false;
        }
      };
      const observer = new MutationObserver(() => {
        if (!isOurs || !isFocusLost()) return;
        const list = [...container.querySelectorAll<HTMLElement>(rows)];
        const row = list[Math.min(index, list.length - 1)];
        const target = (row && controlOf(row)) ?? container;
        if (!target.hasAttribute('tabindex') && target.tabIndex < 0) {
          target.setAttribute('tabindex', '-1');
        }
        target.focus();
      });
      observer.observe(container, { childList: true, subtree: true });
      document.addEventListener('focusin', onFocusIn);
      cleanup.current = () => {
        observer.disconnect();
        document.removeEventListener('focusin', onFocusIn);
      };
    },
    [rows],
  );
}
