import type { ReactElement } from 'react';
import {
  Bar,
  CartesianGrid,
  Line,
  BarChart as RechartsBarChart,
  LineChart as RechartsLineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFigure, DataTableFallback } from './chart-figure.tsx';
import { countScale, labelEvery } from './chart-scale.ts';

/**
 * The Analytics tab's charts, drawn by recharts and loaded only with that tab (docs/decisions/020).
 * The picture is one image named for what it shows; its numbers are in the figure's table.
 */
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 4, left: 0 };
const AXIS_TICK = { fontSize: 14, fill: 'var(--color-neutral-600)' };
const GRID_STROKE = 'var(--color-neutral-200)';
/** At most this many labels under the category axis, so they never overlap on a 390 px phone. */
const MAX_LABELS = 4;

/** The value axis: whole-number counts, about four steps (chart-scale.ts). */
function valueAxis(values: readonly number[]) {
  const { max, ticks } = countScale(values);
  return (
    <YAxis
      domain={[0, max]}
      ticks={ticks}
      allowDecimals={false}
      tick={AXIS_TICK}
      tickLine={false}
      axisLine={false}
      width={44}
    />
  );
}

function categoryAxis(length: number) {
  return (
    <XAxis
      dataKey="label"
      interval={labelEvery(length, MAX_LABELS) - 1}
      tick={AXIS_TICK}
      tickLine={false}
      axisLine={{ stroke: GRID_STROKE }}
      height={30}
    />
  );
}

/** The drawing: one image to assistive technology, the table beside it carries the numbers. */
function Picture({ label, children }: { label: string; children: ReactElement }) {
  return (
    <div role="img" aria-label={label} className="h-60 w-full min-w-0">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {children}
      </ResponsiveContainer>
    </div>
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
      <Picture
        label={`Bar chart: ${title}, ${valueHeader.toLowerCase()} by ${rowHeader.toLowerCase()}`}
      >
        <RechartsBarChart data={[...data]} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} />
          {categoryAxis(data.length)}
          {valueAxis(data.map((d) => d.value))}
          <Tooltip cursor={{ fill: 'var(--color-neutral-100)' }} />
          <Bar
            dataKey="value"
            name={valueHeader}
            fill="var(--color-brand-600)"
            radius={[2, 2, 0, 0]}
            maxBarSize={48}
            isAnimationActive={false}
          />
        </RechartsBarChart>
      </Picture>
    </ChartFigure>
  );
}

export type Series = {
  name: string;
  values: readonly number[];
  tone: 'brand' | 'warning' | 'success';
};

const COLOURS = {
  brand: 'var(--color-brand-600)',
  warning: 'var(--color-warning-500)',
  success: 'var(--color-success-700)',
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
  const rows = labels.map((label, index) => ({
    label,
    ...Object.fromEntries(series.map((s) => [s.name, s.values[index] ?? 0])),
  }));
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
                  stroke={COLOURS[s.tone]}
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
      <Picture
        label={`Line chart: ${title}, ${series.map((s) => s.name.toLowerCase()).join(', ')} by ${rowHeader.toLowerCase()}`}
      >
        <RechartsLineChart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={GRID_STROKE} />
          {categoryAxis(labels.length)}
          {valueAxis(series.flatMap((s) => s.values))}
          <Tooltip />
          {series.map((s) => (
            <Line
              key={s.name}
              dataKey={s.name}
              type="linear"
              stroke={COLOURS[s.tone]}
              strokeWidth={2}
              strokeDasharray={DASHES[s.tone]}
              dot={labels.length <= 31 ? { r: 2.5, fill: COLOURS[s.tone], strokeWidth: 0 } : false}
              isAnimationActive={false}
            />
          ))}
        </RechartsLineChart>
      </Picture>
    </ChartFigure>
  );
}
