// First: configures zod before any schema module loads (see the file).
import './lib/zod-jitless.ts';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { keyTheOpeningEntry } from './components/layout/scroll-restoration.tsx';
import { markNothingToHydrate } from './lib/display-zone.ts';
import { PAGE_DATA_ID, readPageData } from './lib/page-data.ts';
import { queryClient } from './lib/query-client.ts';
import { readToken } from './lib/session.ts';
import { AppRoutes } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Navigations run in a transition: the current page stays until a lazy one has loaded. */}
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

/** Lets the browser run what waits (input, a frame) before the next step of the start. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The start in short tasks (docs/decisions/065): the modules' evaluation, then React DOM's own
 * (imported here, not above, so that it is not part of the first), then the stored session, then
 * the page's data and the first render, each a task of its own, so a slow phone answers input
 * between them instead of after one long task.
 */
async function start(): Promise<void> {
  await nextTask();
  // Before the router reads the history: a fresh page's scroll position is its own (decisions/015).
  keyTheOpeningEntry();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // The first localStorage read of a page can wait on the browser process: a task of its own.
  const isMember = readToken() !== null;
  await nextTask();

  // A page the server drew carries the replies it was drawn with (docs/decisions/056): in the
  // cache before the first render, so the app draws the same page without asking again. They
  // are a visitor's replies: a member's app shows them at once but reads them again as itself
  // (some say more to members, such as a profile's e-mail address).
  const isServerRendered = document.getElementById(PAGE_DATA_ID) !== null;
  for (const [key, data] of readPageData(document)) {
    queryClient.setQueryData(key, data, isMember ? { updatedAt: 0 } : undefined);
  }

  // The first render as a transition: React renders the tree in slices of a few milliseconds
  // and lets the browser paint and answer input in between, instead of one long task
  // (decisions/026). A visitor's server-drawn page is hydrated: React adopts its markup. A
  // member's is drawn anew with the same data, since their header and buttons differ from the
  // visitor's the server drew (docs/decisions/056); until that commits, the server's page stays
  // on screen.
  const hydrates = isServerRendered && !isMember;
  if (!hydrates) markNothingToHydrate();
  startTransition(() => {
    if (hydrates) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
