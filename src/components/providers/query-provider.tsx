'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * React Query for the islands that refresh data in the browser (facets, hotel offers, availability).
 * Mounted by the island that needs it, not by the root layout, so pages without such an island do
 * not ship it. One client per mounted island; a failed call is not retried (the BFF already waited
 * for the upstream's timeout, and every failure has its own visible state).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
