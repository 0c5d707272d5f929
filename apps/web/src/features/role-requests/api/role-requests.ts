import {
  type CreateRoleRequestInput,
  type MyRoleRequests,
  type RoleRequest,
  roleRequestEndpoints,
} from "@hatchery/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToast } from "@/lib/success-toast";

const myRoleRequestsKey = ["role-requests", "mine"] as const;

export function getMyRoleRequests(signal?: AbortSignal): Promise<MyRoleRequests> {
  return callApi(roleRequestEndpoints.mine, { signal });
}

export function getMyRoleRequestsQueryOptions() {
  return queryOptions({ queryKey: myRoleRequestsKey, queryFn: ({ signal }) => getMyRoleRequests(signal) });
}

export function useMyRoleRequests() {
  return useQuery(getMyRoleRequestsQueryOptions());
}

export function createRoleRequest(input: CreateRoleRequestInput): Promise<RoleRequest> {
  return callApi(roleRequestEndpoints.create, { body: input });
}

export function useCreateRoleRequest(successToast?: SuccessToast<RoleRequest, CreateRoleRequestInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoleRequest,
    onSuccess: (data, variables) => announceSuccess(successToast, data, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myRoleRequestsKey }),
  });
}
