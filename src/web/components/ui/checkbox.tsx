import { clsx } from 'clsx';
import { type ComponentProps, useId } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 shrink-0 cursor-pointer rounded border-neutral-400 accent-brand-600"
        {...props}
      />
      <label htmlFor={inputId} className="cursor-pointer text-sm text-neutral-800 select-none">
        {label}
      </label>
    </div>
  );
}
