import { type AdminUserDetail, adminUserEndpoints, type Role } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToast } from "@/lib/success-toast";
import { adminUserKeys } from "./admin-user-keys";

/** One change an admin makes to a person from their page; each answers the person as they now are. */
export type AdminUserChange =
  | { kind: "grant"; role: Role }
  | { kind: "revoke"; role: Role }
  | { kind: "disable"; reason: string }
  | { kind: "enable" }
  | { kind: "sign-out" };

export function changeAdminUser(id: string, change: AdminUserChange): Promise<AdminUserDetail> {
  const params = { id };
  switch (change.kind) {
    case "grant":
      return callApi(adminUserEndpoints.grantRole, { params, body: { role: change.role } });
    case "revoke":
      return callApi(adminUserEndpoints.revokeRole, { params, body: { role: change.role } });
    case "disable":
      return callApi(adminUserEndpoints.disable, {
        params,
        body: change.reason.trim() ? { reason: change.reason } : {},
      });
    case "enable":
      return callApi(adminUserEndpoints.enable, { params });
    case "sign-out":
      return callApi(adminUserEndpoints.signOutEverywhere, { params });
  }
}

export function useChangeAdminUser(
  id: string,
  successToast?: SuccessToast<AdminUserDetail, AdminUserChange>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminUserChange) => changeAdminUser(id, change),
    onSuccess: (data, variables) => {
      queryClient.setQueryData(adminUserKeys.detail(id), data);
      announceSuccess(successToast, data, variables);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
