import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** A titled part of the dashboard, named by its heading. */
export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `dashboard-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold text-neutral-900">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-neutral-900 tabular-nums">{value}</dd>
    </Card>
  );
}
