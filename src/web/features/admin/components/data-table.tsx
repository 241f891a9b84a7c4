import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { useFocusRescue } from '../../../lib/focus-rescue.ts';

export { BreakableText };

/**
 * An admin table: scrolls sideways inside its own focusable region on narrow screens (the page
 * itself never does), with the caption as the region's name.
 */
export function DataTable({
  caption,
  isCaptionVisible = false,
  isBusy = false,
  note,
  describedBy,
  children,
}: {
  caption: string;
  isCaptionVisible?: boolean;
  isBusy?: boolean;
  /** A line under a visible caption (hidden from the name; point `describedBy` at its id). */
  note?: ReactNode;
  describedBy?: string;
  children: ReactNode;
}) {
  // An action that takes its row out of the list (a filter no longer matches it) leaves focus on
  // the row now in its place (docs/decisions/061).
  const keepFocus = useFocusRescue<HTMLElement>('tbody > tr');
  return (
    <section
      ref={keepFocus}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-neutral-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table
        aria-busy={isBusy || undefined}
        aria-describedby={describedBy}
        className="w-full text-left text-sm"
      >
        <caption className={isCaptionVisible ? 'px-3 pt-3 text-left font-semibold' : 'sr-only'}>
          {caption}
          {note ? <span aria-hidden="true">{note}</span> : null}
        </caption>
        {children}
      </table>
    </section>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={clsx(
        'border-b border-neutral-200 bg-neutral-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-neutral-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={clsx(
        'border-b border-neutral-100 px-3 py-3 align-top text-neutral-800',
        className,
      )}
      {...props}
    />
  );
}

/** The heading row: `children` first (a rank column), then one heading per column. */
export function TableHead({
  columns,
  children,
}: {
  columns: readonly string[];
  children?: ReactNode;
}) {
  return (
    <thead>
      <tr>
        {children}
        {columns.map((column) => (
          <Th key={column}>{column}</Th>
        ))}
      </tr>
    </thead>
  );
}

/** A row saying the list is empty, across every column. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-8 text-center text-neutral-600">
        {children}
      </td>
    </tr>
  );
}

/** An e-mail address, breakable only at its `@` and dots (BreakableText). */
export function EmailText({ email }: { email: string }) {
  return <BreakableText text={email} />;
}
