import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";

const MAX_QUERY_RETRIES = 2;

/**
 * Only failures that may pass on their own are worth another try: the network
 * (status 0) and server errors. A 4xx answer will say the same thing again.
 */
export function isRetryableError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
