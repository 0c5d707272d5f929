import { type TeamDetailResponse, type TeamLogoResponse, teamEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";

export interface UploadTeamLogoVariables {
  slug: string;
  file: File;
}

/** Multipart field `file`; the server checks size and type again, by the file's first bytes. */
export function uploadTeamLogo({ slug, file }: UploadTeamLogoVariables): Promise<TeamLogoResponse> {
  const body = new FormData();
  body.append("file", file);
  return callApi(teamEndpoints.uploadLogo, { params: { slug }, body });
}

export function useUploadTeamLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTeamLogo,
    onSuccess: ({ logoUrl }, { slug }) => {
      queryClient.setQueryData<TeamDetailResponse>(teamKeys.detail(slug), (current) =>
        current ? { ...current, team: { ...current.team, logoUrl } } : current,
      );
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
