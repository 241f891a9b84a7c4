import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { withField } from './field.tsx';
import { inputStyles } from './input.tsx';

/** A native select with the input look: keyboard, screen readers and phones all know it. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={clsx(inputStyles, 'h-11 appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
      />
    </div>
  );
}

/** A Select in its Field (withField). */
export const SelectField = /* @__PURE__ */ withField(Select);
