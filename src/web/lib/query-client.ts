import { QueryClient } from '@tanstack/react-query';
import { retryUnlessRefused } from './api.ts';

/**
 * A read that fails is asked once more after a short pause, then the page shows its error and
 * Retry: a server error or a lost connection is said within a second or two, not after
 * react-query's default three retries spread over seven seconds (docs/decisions/043). A read
 * with no answer is given up at READ_TIMEOUT_MS (lib/api.ts) and not retried by itself.
 */
const RETRY_DELAY_MS = 400;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: retryUnlessRefused(1),
      retryDelay: RETRY_DELAY_MS,
    },
    mutations: { retry: false },
  },
});
