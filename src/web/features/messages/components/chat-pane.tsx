import { type ReactNode, useEffect, useRef } from 'react';

/** Below Tailwind's lg breakpoint the open chat is alone on the screen (docs/decisions/041). */
const PHONE_LAYOUT = '(max-width: 1023.98px)';

/**
 * The open chat's place in the Messages card. On phones it is as tall as the screen under the
 * site's header (65 px), so the message box sits at the bottom of the screen. The height follows
 * the visual viewport, which is what an on-screen keyboard shrinks (`100dvh` does not change when
 * it opens), so the box stays above the keyboard; `100dvh` is the fallback. From lg up the card's
 * own height holds list and chat side by side.
 */
export function ChatPane({ children }: { children: ReactNode }) {
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
    // Something above the chat (a notice, a banner) can push its foot below the screen: bring the
    // message box into view, as far as needed and no further.
    if (window.matchMedia?.(PHONE_LAYOUT).matches)
      ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <div
      ref={ref}
      className="min-h-0 min-w-0 max-lg:h-[calc(var(--chat-viewport,100dvh)_-_4rem_-_1px)] max-lg:min-h-80"
    >
      {children}
    </div>
  );
}
