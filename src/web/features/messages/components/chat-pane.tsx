import { type ReactNode, useEffect, useRef } from 'react';
import { ConnectionNotice } from './connection-notice.tsx';

/** Below Tailwind's lg breakpoint the open chat is alone on the screen (docs/decisions/041). */
const PHONE_LAYOUT = '(max-width: 1023.98px)';

/**
 * The open chat's place in the Messages card. On phones it is exactly as tall as the screen and
 * is scrolled to fill it when it opens: the way back to the list at the top, the message box at
 * the bottom, whatever the site's header holds above it. The height follows the visual viewport,
 * which an on-screen keyboard shrinks (`100dvh` does not change when it opens), so the box stays
 * above the keyboard; `100dvh` is the fallback. The connection notice, above the card on a
 * desktop, sits at the top of the chat here, where it can be seen. From lg up the card's own
 * height holds list and chat side by side.
 */
export function ChatPane({ isAway, children }: { isAway: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const pane = ref.current;
    const viewport = window.visualViewport;
    if (!pane || !viewport) return;
    const follow = () => {
      // Times the zoom: pinch-zooming shrinks the visual viewport too, and must not shrink the chat.
      pane.style.setProperty(
        '--chat-viewport',
        `${Math.round(viewport.height * viewport.scale)}px`,
      );
    };
    follow();
    viewport.addEventListener('resize', follow);
    return () => viewport.removeEventListener('resize', follow);
  }, []);

  useEffect(() => {
    if (window.matchMedia?.(PHONE_LAYOUT).matches) ref.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div
      ref={ref}
      className="flex min-h-0 min-w-0 flex-col max-lg:h-[var(--chat-viewport,100dvh)] max-lg:min-h-80"
    >
      <ConnectionNotice
        isAway={isAway}
        className={isAway ? 'border-b border-neutral-200 p-2 lg:hidden' : 'lg:hidden'}
      />
      <div className="min-h-0 flex-1">{children}</div>
    </div>
  );
}
