import { type ActionItem, mentoringAfterEndpoints, type UpdateActionItemInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterActionItemChange } from "./action-item-invalidation";

export function updateActionItem(id: string, input: UpdateActionItemInput): Promise<ActionItem> {
  return callApi(mentoringAfterEndpoints.updateActionItem, { params: { id }, body: input });
}

export function useUpdateActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: { id: string } & UpdateActionItemInput) => updateActionItem(id, input),
    onSettled: () => refreshAfterActionItemChange(queryClient),
  });
}
