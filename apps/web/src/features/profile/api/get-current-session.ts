import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { accountKeys } from "@/lib/query-keys/account-keys";

const currentSessionSchema = z.object({ session: z.object({ id: z.string() }) }).nullable();

/** The id of the session this browser holds, so the session list can mark "This device". */
export async function getCurrentSessionId(signal?: AbortSignal): Promise<string | null> {
  const answer = await apiRequest("/api/auth/get-session", { schema: currentSessionSchema, signal });
  return answer?.session.id ?? null;
}

export function getCurrentSessionIdQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.currentSessionId(),
    queryFn: ({ signal }) => getCurrentSessionId(signal),
  });
}

export function useCurrentSessionId() {
  return useQuery(getCurrentSessionIdQueryOptions());
}
