// First: configures zod before any schema module loads (see the file).
import './lib/zod-jitless.ts';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { keyTheOpeningEntry } from './components/layout/scroll-restoration.tsx';
import { queryClient } from './lib/query-client.ts';
import { AppRoutes } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the router reads the history: a fresh page's scroll position is its own (decisions/015).
keyTheOpeningEntry();

// The first render as a transition: React renders the tree in slices of a few milliseconds and
// lets the browser paint and answer input in between, instead of one long task (decisions/026).
// Until it commits, the header bar of index.html stays on screen.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* Navigations run in a transition: the current page stays until a lazy one has loaded. */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
});
