import {
  type BookSessionInput,
  type MentoringSessionResponse,
  mentoringSessionEndpoints,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringSessionKeys } from "@/lib/query-keys/mentoring-session-keys";

export function bookMentoringSession(
  slug: string,
  body: BookSessionInput,
): Promise<MentoringSessionResponse> {
  return callApi(mentoringSessionEndpoints.book, { params: { slug }, body });
}

/** Books a free time; the mentor's free times and both people's lists refresh. */
export function useBookMentoringSession(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookSessionInput) => bookMentoringSession(slug, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentoringSessionKeys.all }),
  });
}
