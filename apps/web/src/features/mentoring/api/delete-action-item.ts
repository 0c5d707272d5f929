import { mentoringAfterEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterActionItemChange } from "./action-item-invalidation";

export function deleteActionItem(id: string): Promise<void> {
  return callApi(mentoringAfterEndpoints.deleteActionItem, { params: { id } });
}

export function useDeleteActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActionItem,
    onSettled: () => refreshAfterActionItemChange(queryClient),
  });
}
