import { Fragment } from 'react';

/**
 * A handle or an e-mail address that may wrap only after its `_` and `-` or before its `.` and `@`,
 * never inside a word: a long one does not widen its column, nor break mid-word.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?=[@.])|(?<=[_-])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
