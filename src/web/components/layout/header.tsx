import { clsx } from 'clsx';
import { ChevronDown, LogOut, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { hasSearchBand } from '../../../shared/search-band.ts';
import { announce } from '../../lib/announce.ts';
import { useSignOut, useViewer, type Viewer } from '../../lib/auth.ts';
import {
  useChatClientState,
  useChatConnection,
  useChatConnectionLifecycle,
} from '../../lib/chat-connection.ts';
import { type NavEntry, navFor } from '../../lib/nav-policy.ts';
import { useSessionState } from '../../lib/session.ts';
import { Button, buttonStyles } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';
import { LinkMenu } from '../ui/link-menu.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { BrandLink } from './brand-link.tsx';
import { SearchBar } from './search-bar.tsx';

const desktopLinkStyles = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-2.5',
    isActive ? 'text-brand-700' : 'text-neutral-700 hover:text-neutral-950',
  );

const MESSAGES_PATH = '/messages';

/**
 * The bell (docs/decisions/052) is for signed-in people only: loaded on demand, so a visitor's
 * home page does not carry it (the home budget, docs/decisions/015).
 */
const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

/**
 * The unread total next to Messages (spec section 2), live from the chat connection; nothing
 * while it is zero or not known yet. The number is read out with the link's name.
 */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 py-0.5 text-xs leading-none font-semibold text-white tabular-nums"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> ({count} unread)</span>
    </>
  );
}

/** "1 unread message", "2 unread messages". */
function unreadText(count: number): string {
  return `${count} unread message${count === 1 ? '' : 's'}`;
}

/**
 * How long a higher total must hold before it is said. A message that arrives in the open chat
 * is counted unread by the server and read by the page a moment later: that rise is not news.
 */
const UNREAD_SETTLE_MS = 1500;

/**
 * Says politely that the unread total went up while the page is open, wherever the person is
 * (WCAG 4.1.3; docs/decisions/060), through the shell's live region (lib/announce.ts). The total
 * the page starts with is not news (the Messages link's name carries it), nor is a fall (a chat
 * was opened).
 */
function useUnreadAnnouncement(count: number | null) {
  /** The total last said, or the one the page started with. */
  const known = useRef<number | null>(null);

  useEffect(() => {
    if (count === null) return;
    if (known.current === null || count <= known.current) {
      known.current = count;
      return;
    }
    const timer = setTimeout(() => {
      known.current = count;
      announce(unreadText(count));
    }, UNREAD_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [count]);
}

function HowItWorksMenu({ entry }: { entry: Extract<NavEntry, { kind: 'menu' }> }) {
  return (
    <LinkMenu
      items={entry.items}
      triggerClassName="group inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-neutral-700 hover:text-neutral-950 data-[state=open]:text-neutral-950"
    >
      {entry.label}
      <ChevronDown
        aria-hidden="true"
        className="size-4 transition-transform group-data-[state=open]:rotate-180"
      />
    </LinkMenu>
  );
}

function DesktopEntry({ entry, unread }: { entry: NavEntry; unread: number }) {
  switch (entry.kind) {
    case 'menu':
      return <HowItWorksMenu entry={entry} />;
    case 'action':
      return (
        <Link to={entry.to} className={buttonStyles({ variant: entry.variant, size: 'sm' })}>
          {entry.label}
        </Link>
      );
    case 'link':
      return (
        <NavLink to={entry.to} className={desktopLinkStyles}>
          {entry.label}
          {entry.to === MESSAGES_PATH ? <UnreadBadge count={unread} /> : null}
        </NavLink>
      );
  }
}

function Greeting({ viewer }: { viewer: Viewer }) {
  if (viewer.displayName) {
    return (
      <span className="truncate text-sm font-medium text-neutral-900">
        Hi, {viewer.displayName}
      </span>
    );
  }
  if (viewer.isProfileLoading) {
    return (
      <span aria-busy="true" className="inline-flex items-center">
        <span className="sr-only">Loading your profile</span>
        <Skeleton className="h-4 w-24" />
      </span>
    );
  }
  return null;
}

function LogoutButton({ fullWidth }: { fullWidth?: boolean }) {
  const signOut = useSignOut();
  const [isPending, setIsPending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      fullWidth={fullWidth}
      disabled={isPending}
      onClick={() => {
        setIsPending(true);
        void signOut().finally(() => setIsPending(false));
      }}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {/* Between 1024 and 1280 px the jobseeker's seven links leave room for the icon only. */}
      <span className={fullWidth ? undefined : 'lg:max-xl:sr-only'}>Logout</span>
    </Button>
  );
}

type MobileMenuProps = { viewer: Viewer; id: string; isOpen: boolean; unread: number };

function MobileMenu({ viewer, id, isOpen, unread }: MobileMenuProps) {
  const entries = navFor(viewer.role);
  const rowStyles = ({ isActive }: { isActive: boolean }) =>
    clsx(
      'block rounded-lg px-3 py-2.5 text-base font-medium',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-neutral-800 hover:bg-neutral-100',
    );
  const actions = entries.filter(
    (e): e is Extract<NavEntry, { kind: 'action' }> => e.kind === 'action',
  );
  return (
    <nav
      id={id}
      aria-label="Main"
      hidden={!isOpen}
      className="border-t border-neutral-200 lg:hidden"
    >
      <Container className="space-y-4 py-4">
        {viewer.isAuthenticated ? (
          <div className="px-3">
            <Greeting viewer={viewer} />
          </div>
        ) : null}
        <ul className="space-y-1">
          {entries.map((entry) => {
            if (entry.kind === 'menu') {
              return (
                <li key={entry.label}>
                  <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
                    {entry.label}
                  </p>
                  <ul className="space-y-1">
                    {entry.items.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} className={rowStyles}>
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            }
            if (entry.kind === 'link') {
              return (
                <li key={entry.to}>
                  <NavLink to={entry.to} className={rowStyles}>
                    {entry.label}
                    {entry.to === MESSAGES_PATH ? <UnreadBadge count={unread} /> : null}
                  </NavLink>
                </li>
              );
            }
            return null;
          })}
        </ul>
        {actions.length > 0 ? (
          <div className="grid grid-cols-2 gap-3">
            {actions.map((entry) => (
              <Link
                key={entry.label}
                to={entry.to}
                className={buttonStyles({ variant: entry.variant, fullWidth: true })}
              >
                {entry.label}
              </Link>
            ))}
          </div>
        ) : null}
        {viewer.isAuthenticated ? <LogoutButton fullWidth /> : null}
      </Container>
    </nav>
  );
}

/**
 * The live unread total of a signed-in jobseeker or employer; null for anyone else and until the
 * server has said it.
 */
function useUnreadTotal(): number | null {
  const { session } = useSessionState();
  useChatConnectionLifecycle(session);
  const { client } = useChatConnection();
  return useChatClientState(client)?.unread ?? null;
}

export function Header() {
  const viewer = useViewer();
  const unreadTotal = useUnreadTotal();
  const unread = unreadTotal ?? 0;
  useUnreadAnnouncement(unreadTotal);
  const entries = navFor(viewer.role);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Opening a page closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setIsMenuOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  // index.html draws this bar and the brand link before the app runs (decisions/026): keep the
  // two in step, or the first paint jumps when React replaces it.
  return (
    <header className="border-b border-neutral-200 bg-white">
      <Container className="flex h-16 items-center gap-4">
        <BrandLink />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          <div className="flex flex-1 items-center gap-0.5">
            {entries
              .filter((e) => e.kind !== 'action')
              .map((entry) => (
                <DesktopEntry key={entry.label} entry={entry} unread={unread} />
              ))}
          </div>
          <div className="flex items-center gap-2">
            {entries
              .filter((e) => e.kind === 'action')
              .map((entry) => (
                <DesktopEntry key={entry.label} entry={entry} unread={unread} />
              ))}
          </div>
        </nav>
        {viewer.isAuthenticated ? (
          <Suspense fallback={<span aria-hidden="true" className="ml-auto size-10 lg:ml-0" />}>
            <NotificationBell className="ml-auto lg:ml-0" />
          </Suspense>
        ) : null}
        {viewer.isAuthenticated ? (
          <div className="hidden min-w-0 items-center gap-3 lg:flex">
            {/* Below 1280 px the links need the room: the greeting would shrink to a letter. */}
            <div className="hidden min-w-0 xl:flex">
              <Greeting viewer={viewer} />
            </div>
            <LogoutButton />
          </div>
        ) : null}
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setIsMenuOpen((open) => !open)}
          className={clsx(
            'relative inline-flex size-10 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950 lg:hidden',
            // The bell takes the free space before it when there is one.
            !viewer.isAuthenticated && 'ml-auto',
          )}
        >
          <span className="sr-only">Main menu</span>
          {unread > 0 && !isMenuOpen ? (
            // A dot on the closed burger: there are unread messages inside (the count is in the menu).
            <span
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
            />
          ) : null}
          {isMenuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </Container>
      <MobileMenu viewer={viewer} id={menuId} isOpen={isMenuOpen} unread={unread} />
      {/* One search box per screen: not where the page has its own search, nor on sign-in and
          sign-up (shared/search-band.ts, docs/decisions/043). */}
      {hasSearchBand(location.pathname) ? <SearchBar /> : null}
    </header>
  );
}
