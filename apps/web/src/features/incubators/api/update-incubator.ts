import {
  type IncubatorDetailResponse,
  type IncubatorResponse,
  incubatorEndpoints,
  type UpdateIncubatorInput,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

export interface UpdateIncubatorVariables {
  /** The incubator's slug before the change. */
  slug: string;
  /** Only the fields that change. */
  changes: UpdateIncubatorInput;
}

export function updateIncubator({ slug, changes }: UpdateIncubatorVariables): Promise<IncubatorResponse> {
  return callApi(incubatorEndpoints.update, { params: { slug }, body: changes });
}

export function useUpdateIncubator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIncubator,
    onSuccess: ({ incubator }, { slug }) => {
      const renamed = incubator.slug !== slug;
      const previous = queryClient.getQueryData<IncubatorDetailResponse>(incubatorKeys.settings(slug));
      // The page at the new address opens with what is known already instead of a skeleton.
      if (previous)
        queryClient.setQueryData<IncubatorDetailResponse>(incubatorKeys.settings(incubator.slug), {
          ...previous,
          incubator: { ...previous.incubator, ...incubator },
        });
      return queryClient.invalidateQueries({
        queryKey: incubatorKeys.all,
        // Once renamed, the old address answers 404: refetching what was read through it only fails.
        predicate: (query) => !renamed || !query.queryKey.includes(slug),
      });
    },
  });
}
