import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { MESSAGES } from '../../../shared/messages.ts';

/** An average rating with a star, e.g. '★ 4.5 / 5', or 'Not rated' (spec section 8). */
export function AverageRating({ value, className }: { value: number | null; className?: string }) {
  if (value === null) {
    return (
      <p className={clsx('inline-flex items-center gap-1.5 text-sm text-neutral-600', className)}>
        <Star aria-hidden="true" className="size-4 text-neutral-400" />
        {MESSAGES.notRated}
      </p>
    );
  }
  return (
    <p className={clsx('inline-flex items-center gap-1.5 text-sm text-neutral-700', className)}>
      <Star aria-hidden="true" className="size-4 fill-warning-500 text-warning-500" />
      <span className="font-semibold text-neutral-900">{value.toFixed(1)}</span>
      <span>out of 5</span>
    </p>
  );
}

/** Five stars, the first `rating` of them filled; read out as 'Rated 4 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={clsx(
            'size-4',
            n <= rating ? 'fill-warning-500 text-warning-500' : 'text-neutral-300',
          )}
        />
      ))}
    </span>
  );
}
