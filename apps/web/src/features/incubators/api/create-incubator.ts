import { type CreateIncubatorInput, type IncubatorResponse, incubatorEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** Creates an incubator owned by the person; 409 when its slug is taken, 422 with issues for bad fields. */
export function createIncubator(input: CreateIncubatorInput): Promise<IncubatorResponse> {
  return callApi(incubatorEndpoints.create, { body: input });
}

export function useCreateIncubator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIncubator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
  });
}
