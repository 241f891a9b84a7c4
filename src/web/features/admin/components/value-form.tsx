import { clsx } from 'clsx';
import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import type { Parsed } from '../prompt-rules.ts';
import type { useActionStatus } from './action-status.tsx';

type ValueFormProps<T, R> = {
  /** The tab's status line, which says how the save went. */
  status: ReturnType<typeof useActionStatus>;
  /** Checks the text before anything is sent (prompt-rules.ts); its error shows under the field. */
  parse: (text: string) => Parsed<T>;
  save: (value: T) => Promise<R>;
  saved: (reply: R) => string;
  failed: string;
  isBusy: boolean;
  label: string;
  hint?: string;
  /** More attributes of the input, such as inputMode or maxLength. */
  input?: ComponentProps<'input'>;
  /** The submit button's content. */
  children: ReactNode;
  /** Where the form sits and its grid: the field's column, then the button's. */
  className: string;
};

/**
 * A one-field admin form (a new category, a country to block, the global limit): the text is
 * checked, saved through the tab's status line, and emptied once saved.
 */
export function ValueForm<T, R>({
  status,
  parse,
  save,
  saved,
  failed,
  isBusy,
  label,
  hint,
  input,
  children,
  className,
}: ValueFormProps<T, R>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    const isDone = await status.run(() => save(parsed.value), saved, failed);
    if (isDone) setText('');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className={clsx('grid gap-3 sm:items-start', className)}
    >
      <InputField
        label={label}
        error={error}
        hint={hint}
        {...input}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        className="h-11 sm:mt-7 sm:justify-self-start"
        disabled={isBusy}
        aria-busy={isBusy}
      >
        {children}
      </Button>
    </form>
  );
}
