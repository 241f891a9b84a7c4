import { clsx } from 'clsx';
import { type ReactNode, useId, useState } from 'react';
import { countScale, labelEvery } from './chart-scale.ts';

/**
 * Hand-drawn SVG charts for the Analytics tab: a few hundred lines instead of a chart library,
 * loaded only with that tab (docs/decisions/020). Each chart is a <figure>: the picture is for
 * the eye (aria-hidden), and the same numbers sit in a table that screen readers always read
 * and anyone can show with "Show the numbers".
 */
const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 34, left: 44 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

type Column = { header: string; cells: readonly (string | number)[] };

function DataTableFallback({
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
function ChartFigure({
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

function Grid({ ticks, max }: { ticks: readonly number[]; max: number }) {
  return (
    <g>
      {ticks.map((tick) => {
        const y = MARGIN.top + PLOT_H - (tick / max) * PLOT_H;
        return (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y}
              y2={y}
              className="stroke-neutral-200"
              strokeWidth={1}
            />
            <text
              x={MARGIN.left - 6}
              y={y}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-neutral-600 text-[14px]"
            >
              {tick}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function XLabels({ labels, xOf }: { labels: readonly string[]; xOf: (index: number) => number }) {
  const every = labelEvery(labels.length, 6);
  return (
    <g>
      {labels.map((label, index) =>
        index % every === 0 ? (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the position is the key
            key={index}
            x={xOf(index)}
            y={HEIGHT - 12}
            textAnchor="middle"
            className="fill-neutral-600 text-[14px]"
          >
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

export type BarDatum = { label: string; value: number };

/** Bars over a category axis (periods or countries). */
export function BarChart({
  title,
  summary,
  data,
  rowHeader,
  valueHeader,
}: {
  title: string;
  summary?: string;
  data: readonly BarDatum[];
  rowHeader: string;
  valueHeader: string;
}) {
  const { max, ticks } = countScale(data.map((d) => d.value));
  const slot = PLOT_W / Math.max(1, data.length);
  const barWidth = Math.max(2, Math.min(48, slot * 0.7));
  const xOf = (index: number) => MARGIN.left + slot * index + slot / 2;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={
        <DataTableFallback
          caption={title}
          rowHeader={rowHeader}
          rows={data.map((d) => d.label)}
          columns={[{ header: valueHeader, cells: data.map((d) => d.value) }]}
        />
      }
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <Grid ticks={ticks} max={max} />
        {data.map((d, index) => {
          const height = (d.value / max) * PLOT_H;
          return (
            <rect
              key={d.label}
              x={xOf(index) - barWidth / 2}
              y={MARGIN.top + PLOT_H - height}
              width={barWidth}
              height={height}
              rx={2}
              className="fill-brand-600"
            >
              <title>{`${d.label}: ${d.value}`}</title>
            </rect>
          );
        })}
        <XLabels labels={data.map((d) => d.label)} xOf={xOf} />
      </svg>
    </ChartFigure>
  );
}

export type Series = {
  name: string;
  values: readonly number[];
  tone: 'brand' | 'warning' | 'success';
};

const STROKES = {
  brand: 'stroke-brand-600',
  warning: 'stroke-warning-500',
  success: 'stroke-success-700',
} as const;
const FILLS = {
  brand: 'fill-brand-600',
  warning: 'fill-warning-500',
  success: 'fill-success-700',
} as const;
/** A second cue beside colour: each series has its own dash pattern. */
const DASHES = { brand: undefined, warning: '6 4', success: '2 3' } as const;

/** Lines over days, one per series, with a legend. */
export function LineChart({
  title,
  summary,
  labels,
  series,
  rowHeader,
}: {
  title: string;
  summary?: string;
  labels: readonly string[];
  series: readonly Series[];
  rowHeader: string;
}) {
  const { max, ticks } = countScale(series.flatMap((s) => s.values));
  const step = labels.length > 1 ? PLOT_W / (labels.length - 1) : 0;
  const xOf = (index: number) => MARGIN.left + (labels.length > 1 ? step * index : PLOT_W / 2);
  const yOf = (value: number) => MARGIN.top + PLOT_H - (value / max) * PLOT_H;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      legend={
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <svg viewBox="0 0 24 8" className="h-2 w-6" aria-hidden="true" focusable="false">
                <line
                  x1={0}
                  x2={24}
                  y1={4}
                  y2={4}
                  strokeWidth={3}
                  strokeDasharray={DASHES[s.tone]}
                  className={STROKES[s.tone]}
                />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      }
      table={
        <DataTableFallback
          caption={title}
          rowHeader={rowHeader}
          rows={labels}
          columns={series.map((s) => ({ header: s.name, cells: s.values }))}
        />
      }
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <Grid ticks={ticks} max={max} />
        {series.map((s) => (
          <g key={s.name}>
            <polyline
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              strokeDasharray={DASHES[s.tone]}
              className={STROKES[s.tone]}
              points={s.values.map((value, index) => `${xOf(index)},${yOf(value)}`).join(' ')}
            />
            {s.values.length <= 31
              ? s.values.map((value, index) => (
                  <circle
                    // biome-ignore lint/suspicious/noArrayIndexKey: one point per day, in order
                    key={index}
                    cx={xOf(index)}
                    cy={yOf(value)}
                    r={2.5}
                    className={clsx(FILLS[s.tone])}
                  >
                    <title>{`${labels[index]}: ${value} ${s.name.toLowerCase()}`}</title>
                  </circle>
                ))
              : null}
          </g>
        ))}
        <XLabels labels={labels} xOf={xOf} />
      </svg>
    </ChartFigure>
  );
}
