import { type LibraryProgressResponse, libraryEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

export function markLibraryArticleRead(place: {
  section: string;
  slug: string;
}): Promise<LibraryProgressResponse> {
  return callApi(libraryEndpoints.markRead, { params: place });
}

export function useMarkLibraryArticleRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLibraryArticleRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
