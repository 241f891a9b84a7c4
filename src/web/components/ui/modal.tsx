import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** While true, Escape and the close button do nothing (a request is under way). */
  isBusy?: boolean;
  children: ReactNode;
};

/**
 * A modal dialog on the browser's own <dialog> (showModal): focus moves in and is kept inside,
 * the page behind is inert, Escape closes, and focus returns to what opened it. Radix's dialog
 * would inject a <style> element for its scroll lock, which the Content Security Policy
 * (style-src 'self') refuses (docs/decisions/020).
 */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  isBusy = false,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // The browser focuses the first button (Close); the control marked data-autofocus (Cancel
      // in a confirmation, even one with an optional field above it), else a form's first
      // field, is the better start.
      (
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
      )?.focus();
    }
    if (!isOpen && dialog.open) {
      dialog.close();
      // The browser gives focus back only if it is still inside the dialog; the dialog's content
      // has gone with the render that closed it (Save of a form), so it is given back here.
      const focused = document.activeElement;
      const isLost = focused === null || focused === document.body || dialog.contains(focused);
      if (isLost && opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard's way out is Escape (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: closing is React's decision, so the open state stays the truth.
        event.preventDefault();
        if (!isBusy) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes too.
        if (event.target === event.currentTarget && !isBusy) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-neutral-200 bg-white p-0 text-neutral-900 shadow-lg backdrop:bg-neutral-950/40"
    >
      {isOpen ? (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-neutral-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={isBusy}
              aria-label="Close"
              className="-m-1 rounded-md p-1 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {description ? (
            <div id={descriptionId} className="mt-2 text-sm text-neutral-700">
              {description}
            </div>
          ) : null}
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
