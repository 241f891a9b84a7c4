import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/chat.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

/** Where a counter appears: only close to the limit, where it helps. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;

type MessageFormProps = {
  recipientName: string;
  /** Queues the message; returns why it could not be (the text then stays), else null. */
  onSend: (content: string) => string | null;
  isDisabled?: boolean;
};

/**
 * The send form of the chat window. Enter sends, Shift+Enter starts a new line. A message
 * written while the connection is away is queued and goes out when it is back; one that cannot
 * be queued (too many waiting) stays in the field with the reason.
 */
export function MessageForm({ recipientName, onSend, isDisabled = false }: MessageFormProps) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const counterId = useId();

  const submit = () => {
    const text = content.trim();
    if (text === '') {
      setError(MESSAGES.messageEmpty);
      return;
    }
    if (text.length > MESSAGE_MAX_LENGTH) {
      setError(MESSAGES.messageTooLong);
      return;
    }
    const refusal = onSend(text);
    setError(refusal);
    if (refusal === null) setContent('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const showCounter = content.length >= COUNTER_FROM;
  const describedBy = [error ? errorId : null, showCounter ? counterId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Send a message to ${recipientName}`}
      className="border-t border-neutral-200 bg-white p-3 sm:p-4"
    >
      <label htmlFor={fieldId} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        {/* It grows with what is typed, and with its placeholder, whose long name wraps on a
            320 px phone: none of it is cut off (WCAG 1.4.10, docs/decisions/060). */}
        <Textarea
          id={fieldId}
          rows={2}
          value={content}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={`Write to ${recipientName}…`}
          disabled={isDisabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setContent(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          className="field-sizing-content max-h-48 min-h-16 flex-1 resize-none"
        />
        <Button type="submit" disabled={isDisabled} className="h-11">
          <SendHorizontal aria-hidden="true" className="size-4" />
          Send
        </Button>
      </div>
      <div className="mt-1.5 flex justify-between gap-3 text-xs">
        {error ? (
          <p id={errorId} role="alert" className="font-medium text-danger-700">
            {error}
          </p>
        ) : (
          <p className="text-neutral-600 max-sm:sr-only">
            Enter to send, Shift+Enter for a new line.
          </p>
        )}
        {showCounter ? (
          <p id={counterId} className="shrink-0 text-neutral-600 tabular-nums">
            {content.length.toLocaleString('en-US')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
