import { type TeamDetailResponse, type TeamLogoResponse, teamEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { teamKeys } from "@/lib/query-keys/team-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

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

export function useUploadTeamLogo(successToast?: SuccessToastOf<typeof uploadTeamLogo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTeamLogo,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      const { logoUrl } = data;
      const { slug } = variables;
      queryClient.setQueryData<TeamDetailResponse>(teamKeys.detail(slug), (current) =>
        current ? { ...current, team: { ...current.team, logoUrl } } : current,
      );
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
