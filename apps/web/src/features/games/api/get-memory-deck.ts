import { gamesEndpoints, type MemoryDeckQuery, type MemoryDeckResponse } from "@hatchery/shared";
import { callApi } from "@/lib/api-client";

/** A fresh deck for each game: not cached, since every deal is shuffled anew. */
export function getMemoryDeck(query: MemoryDeckQuery, signal?: AbortSignal): Promise<MemoryDeckResponse> {
  return callApi(gamesEndpoints.memoryDeck, { query, signal });
}
