import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { accountKeys } from "@/lib/query-keys/account-keys";

/** One signed-in device, as Better Auth lists it (without its token, which stays in the cookie). */
const activeSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

const activeSessionsSchema = z.array(activeSessionSchema);

export function listSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return apiRequest("/api/auth/list-sessions", { schema: activeSessionsSchema, signal });
}

export function listSessionsQueryOptions() {
  return queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => listSessions(signal) });
}

export function useSessions() {
  return useQuery(listSessionsQueryOptions());
}
