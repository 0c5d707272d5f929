import { type SetupLinkStatus, setupEndpoints } from "@hatchery/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";

const setupLinkKey = (token: string) => ["setup-link", token] as const;

export function getSetupLinkStatus(token: string, signal?: AbortSignal): Promise<SetupLinkStatus> {
  return callApi(setupEndpoints.status, { params: { token }, signal });
}

export function getSetupLinkStatusQueryOptions(token: string) {
  return queryOptions({
    queryKey: setupLinkKey(token),
    queryFn: ({ signal }) => getSetupLinkStatus(token, signal),
  });
}

export function useSetupLinkStatus(token: string) {
  return useQuery(getSetupLinkStatusQueryOptions(token));
}

/** Makes the signed-in person the first admin; their session then carries the role. */
export function useClaimSetupLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(setupEndpoints.claim, { params: { token } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: setupLinkKey(token) });
    },
  });
}
