import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { withField } from './field.tsx';
import { inputStyles } from './input.tsx';

/**
 * A multi-line input with the same look as Input; grows by hand (resize-y), never sideways,
 * unless the caller sets its own resize class (the chat's box grows by itself).
 */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const resize = className?.includes('resize-') ? null : 'resize-y';
  return (
    <textarea rows={rows} className={clsx(inputStyles, resize, 'py-2.5', className)} {...props} />
  );
}

/** A Textarea in its Field (withField). */
export const TextareaField = /* @__PURE__ */ withField(Textarea);
