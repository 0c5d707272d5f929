import { type LibraryProgressResponse, libraryEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

export function addLibraryBookmark(place: {
  section: string;
  slug: string;
}): Promise<LibraryProgressResponse> {
  return callApi(libraryEndpoints.addBookmark, { params: place });
}

export function useAddLibraryBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLibraryBookmark,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
