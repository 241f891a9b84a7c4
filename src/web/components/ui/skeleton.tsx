import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A placeholder block while data loads; hidden from assistive tech, which gets aria-busy instead. */
export function Skeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block animate-pulse rounded-md bg-neutral-200 motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}
