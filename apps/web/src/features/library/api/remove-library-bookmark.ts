import { type LibraryProgressResponse, libraryEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

export function removeLibraryBookmark(place: {
  section: string;
  slug: string;
}): Promise<LibraryProgressResponse> {
  return callApi(libraryEndpoints.removeBookmark, { params: place });
}

export function useRemoveLibraryBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLibraryBookmark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
