import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** Input looks without a height: each use picks one (forms h-11, header search h-10, hero h-12). */
export const inputStyles =
  'block w-full rounded-lg border border-field-border bg-white px-3 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-500 hover:border-field-border-hover focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600 disabled:bg-neutral-100 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(inputStyles, 'h-11', className)} {...props} />;
}
