import { clsx } from 'clsx';
import { useState } from 'react';
import { AVATAR_WIDTHS } from '../../../shared/limits.ts';

type UserAvatarProps = {
  username: string;
  /** A public URL path such as /uploads/avatars/ab12.png, or null. */
  src: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
};

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-base',
  lg: 'size-20 text-2xl',
  xl: 'size-28 text-4xl',
} as const;

/** The drawn width of each size, in CSS pixels (Tailwind's size-9, -12, -20, -28). */
const drawnWidths = { sm: 36, md: 48, lg: 80, xl: 112 } as const;

const UPLOADED = /^\/uploads\/avatars\/[a-f0-9]{32}\.(png|jpg)$/;

/**
 * An uploaded avatar's thumbnails for `srcset`: the browser takes the smallest that covers the
 * drawn size at its screen's density, a few kilobytes instead of the upload (up to 5 MB).
 */
export function avatarSrcSet(src: string): string | undefined {
  if (!UPLOADED.test(src)) return undefined;
  return AVATAR_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

/** The person's photo, or their initial on a brand tint when there is none (or it fails to load). */
export function UserAvatar({ username, src, size = 'lg', className }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = clsx('shrink-0 rounded-full ring-4 ring-white', sizes[size], className);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        srcSet={avatarSrcSet(src)}
        sizes={`${drawnWidths[size]}px`}
        alt={`Avatar of ${username}`}
        // The small ones sit in lists (cards, chats): fetched as they near the screen, and not
        // announced to the browser ahead of the page's text as the large ones are.
        loading={size === 'sm' || size === 'md' ? 'lazy' : undefined}
        onError={() => setFailedSrc(src)}
        className={clsx(box, 'bg-neutral-100 object-cover')}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`Avatar of ${username}`}
      className={clsx(
        box,
        'inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800 uppercase',
      )}
    >
      {username.slice(0, 1) || '?'}
    </span>
  );
}
