import { type ActionItem, type CreateActionItemInput, mentoringAfterEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { refreshAfterActionItemChange } from "./action-item-invalidation";

export function addActionItem(sessionId: string, input: CreateActionItemInput): Promise<ActionItem> {
  return callApi(mentoringAfterEndpoints.addActionItem, { params: { id: sessionId }, body: input });
}

export function useAddActionItem(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateActionItemInput) => addActionItem(sessionId, input),
    onSettled: () => refreshAfterActionItemChange(queryClient),
  });
}
