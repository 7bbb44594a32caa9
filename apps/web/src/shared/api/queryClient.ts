import { QueryClient } from '@tanstack/react-query';

/** Failures are already shown by the API client, so queries do not retry into a second toast. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
