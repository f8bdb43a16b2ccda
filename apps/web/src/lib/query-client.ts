import { QueryClient } from '@tanstack/react-query';

// docs/product/widgets-and-calculations.md §7: query defaults are no retries and no refetch on focus, mount or reconnect. Queries that need otherwise
// (conditions every 60 s and on focus, status stale time 250 ms) say so in their own queryOptions.
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
