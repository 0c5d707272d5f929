import { feedEndpoints } from "@hatchery/shared";
import { callApi } from "@/lib/api-client";
import type { FeedScopeRef } from "./feed-target";

/** Multipart field `file`; the server checks size and type again, by the file's first bytes. */
export async function uploadFeedImage(scope: FeedScopeRef, file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const endpoint = scope.kind === "team" ? feedEndpoints.uploadTeamImage : feedEndpoints.uploadIncubatorImage;
  const { url } = await callApi(endpoint, { params: { slug: scope.slug }, body });
  return url;
}
