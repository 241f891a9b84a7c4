import { type ReactNode, useId, useState } from 'react';

/**
 * The frame of every analytics chart (docs/decisions/020): a <figure> named by its title, the
 * picture, and the same numbers in a table that screen readers always read and anyone can show
 * with "Show the numbers".
 */
export type Column = { header: string; cells: readonly (string | number)[] };

export function DataTableFallback({
  caption,
  rowHeader,
  rows,
  columns,
}: {
  caption: string;
  rowHeader: string;
  rows: readonly string[];
  columns: readonly Column[];
}) {
  const [isShown, setIsShown] = useState(false);
  const tableId = useId();
  return (
    <div className="mt-3 text-sm">
      {/* The table is always there for screen readers; the button shows it to everyone else. */}
      <button
        type="button"
        onClick={() => setIsShown((shown) => !shown)}
        aria-expanded={isShown}
        aria-controls={tableId}
        className="font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
      >
        {isShown ? 'Hide the numbers' : 'Show the numbers'}
      </button>
      <div
        id={tableId}
        className={
          isShown ? 'mt-2 max-h-72 overflow-auto rounded-lg border border-neutral-200' : 'sr-only'
        }
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="bg-neutral-50 px-3 py-2 font-semibold">
                {rowHeader}
              </th>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className="bg-neutral-50 px-3 py-2 font-semibold"
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row} className="border-t border-neutral-100">
                <th scope="row" className="px-3 py-1.5 font-normal">
                  {row}
                </th>
                {columns.map((column) => (
                  <td key={column.header} className="px-3 py-1.5 tabular-nums">
                    {column.cells[index]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The figure around a chart: its title, an optional summary, the picture and the table. */
export function ChartFigure({
  title,
  summary,
  legend,
  children,
  table,
}: {
  title: string;
  summary?: string;
  legend?: ReactNode;
  children: ReactNode;
  table: ReactNode;
}) {
  return (
    <figure className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5">
      <figcaption>
        <span className="block text-base font-semibold text-neutral-900">{title}</span>
        {summary ? <span className="mt-0.5 block text-sm text-neutral-600">{summary}</span> : null}
      </figcaption>
      {legend}
      <div className="mt-3">{children}</div>
      {table}
    </figure>
  );
}
