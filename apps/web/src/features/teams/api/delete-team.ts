import { teamEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

/** Deletes the team with its members, projects and positions (leader or admin). */
export function deleteTeam(slug: string): Promise<void> {
  return callApi(teamEndpoints.delete, { params: { slug } });
}

export function useDeleteTeam(successToast?: SuccessToastOf<typeof deleteTeam>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (data, slug) => {
      announceSuccess(successToast, data, slug);
      // The team's own queries would only answer 404 now.
      queryClient.removeQueries({ queryKey: teamKeys.detail(slug) });
      queryClient.removeQueries({ queryKey: teamKeys.candidates(slug) });
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
