import { adminUserEndpoints, type RoleRequest } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToast } from "@/lib/success-toast";
import { adminUserKeys } from "./admin-user-keys";

export interface RoleRequestDecision {
  id: string;
  decision: "approve" | "decline";
  /** Blank: none. */
  reason: string;
}

/** Approves (the role is granted) or declines a request; the person is told either way. */
export function decideRoleRequest({ id, decision, reason }: RoleRequestDecision): Promise<RoleRequest> {
  return callApi(
    decision === "approve" ? adminUserEndpoints.approveRequest : adminUserEndpoints.declineRequest,
    {
      params: { id },
      body: reason.trim() ? { reason } : {},
    },
  );
}

export function useDecideRoleRequest(successToast?: SuccessToast<RoleRequest, RoleRequestDecision>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRoleRequest,
    onSuccess: (data, variables) => announceSuccess(successToast, data, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
