import {
  type IncubatorDetailResponse,
  type IncubatorLogoResponse,
  incubatorEndpoints,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export interface UploadIncubatorLogoVariables {
  slug: string;
  file: File;
}

/** Multipart field `file`; the server checks size and type again, by the file's first bytes. */
export function uploadIncubatorLogo({
  slug,
  file,
}: UploadIncubatorLogoVariables): Promise<IncubatorLogoResponse> {
  const body = new FormData();
  body.append("file", file);
  return callApi(incubatorEndpoints.uploadLogo, { params: { slug }, body });
}

export function useUploadIncubatorLogo(successToast?: SuccessToastOf<typeof uploadIncubatorLogo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadIncubatorLogo,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      const { logoUrl } = data;
      const { slug } = variables;
      queryClient.setQueryData<IncubatorDetailResponse>(incubatorKeys.settings(slug), (current) =>
        current ? { ...current, incubator: { ...current.incubator, logoUrl } } : current,
      );
      return queryClient.invalidateQueries({ queryKey: incubatorKeys.all });
    },
  });
}
