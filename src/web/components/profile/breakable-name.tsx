import { Fragment } from 'react';

/**
 * A username that may wrap after its separators (maria_santos_ph → maria_ / santos_ / ph)
 * instead of mid-word when a narrow column cannot hold it.
 */
export function BreakableName({ name }: { name: string }) {
  const parts = name.split(/(?<=[_.-])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
