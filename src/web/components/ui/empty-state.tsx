import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card.tsx';

type EmptyStateProps = {
  icon: LucideIcon;
  title: ReactNode;
  /** brand: nothing here yet; neutral: nothing matched a search. */
  tone?: 'brand' | 'neutral';
  /** What to do about it. */
  children?: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
  className?: string;
};

/** A list with nothing in it: an icon, what is missing, and where to go from here. */
export function EmptyState({
  icon: Icon,
  title,
  tone = 'brand',
  children,
  actions,
  className,
}: EmptyStateProps) {
  return (
    <Card className={clsx('flex flex-col items-center px-6 py-14 text-center', className)}>
      <span
        className={clsx(
          'flex size-12 items-center justify-center rounded-full',
          tone === 'brand' ? 'bg-brand-50 text-brand-700' : 'bg-neutral-100 text-neutral-600',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-neutral-900">{title}</p>
      {children ? <p className="mt-1 max-w-md text-sm text-neutral-600">{children}</p> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </Card>
  );
}
