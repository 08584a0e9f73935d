import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderIsland } from '../search-box/render';

/** A client island inside react-intl and a fresh React Query client (no retries, like the app's). */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderIsland(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
