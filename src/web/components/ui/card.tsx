import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx('rounded-xl border border-neutral-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}
