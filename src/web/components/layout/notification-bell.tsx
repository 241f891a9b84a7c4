import { clsx } from 'clsx';
import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { useNotificationCount } from '../../lib/notification-count.ts';

/**
 * The header's bell (docs/decisions/052): a link to /notifications with the live unread count,
 * read out with the link's name. Shown to signed-in people at every width.
 */
export function NotificationBell({ className }: { className?: string }) {
  const count = useNotificationCount(true);
  const shown = count > 99 ? '99+' : String(count);
  return (
    <NavLink
      to="/notifications"
      className={({ isActive }) =>
        clsx(
          'relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg transition-colors hover:bg-neutral-100',
          isActive ? 'text-brand-700' : 'text-neutral-700 hover:text-neutral-950',
          className,
        )
      }
    >
      <Bell aria-hidden="true" className="size-5" />
      <span className="sr-only">Notifications{count > 0 ? ` (${count} unread)` : ''}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute top-0.5 right-0 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 py-0.5 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
        >
          {shown}
        </span>
      ) : null}
    </NavLink>
  );
}
