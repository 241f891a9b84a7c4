import { useSyncExternalStore } from 'react';

/**
 * The app's one polite live region (docs/decisions/061): what a screen reader is told about a
 * new page or the result of an action whose own message is drawn with a new page or row. The
 * region (components/layout/announcer.tsx) is in the shell from the first paint, empty: a live
 * region only reads out what is added to it after it exists.
 */

export type Announcement = { id: number; text: string };

/** How long a message stays in the region; the next messages are added after it until then. */
const KEEP_MS = 7000;

let messages: readonly Announcement[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const NONE: readonly Announcement[] = [];

function emit() {
  for (const listener of listeners) listener();
}

/** Reads `text` out politely, after whatever is being read. Each message is its own addition. */
export function announce(text: string): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  const message = { id: nextId++, text: trimmed };
  messages = [...messages, message];
  emit();
  setTimeout(() => {
    messages = messages.filter((m) => m.id !== message.id);
    emit();
  }, KEEP_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The messages the region shows; none while the server draws a page, nor on the first render. */
export function useAnnouncements(): readonly Announcement[] {
  return useSyncExternalStore(
    subscribe,
    () => messages,
    () => NONE,
  );
}
