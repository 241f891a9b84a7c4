import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';

type StarRatingInputProps = {
  value: number;
  onChange: (value: number) => void;
  error?: string;
  /** The visible question, e.g. 'Your rating'. */
  legend: string;
};

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A 1-5 star choice (spec section 5). Real radio buttons under the stars, so arrow keys, screen
 * readers and forms work as with any radio group.
 */
export function StarRatingInput({ value, onChange, error, legend }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const shown = value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-neutral-800">{legend}</legend>
      <div className="mt-1.5 flex items-center gap-3">
        <div className="flex">
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-7 transition-colors motion-reduce:transition-none',
                  n <= shown ? 'fill-warning-500 text-warning-500' : 'text-neutral-300',
                )}
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-neutral-700">
          {shown} / 5
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
